import { Suspense, lazy, type ComponentType } from 'react';
import styled from 'styled-components';
import { HEADER_AD_SIZE } from '@/config/ads';
import type { Locale } from '@/config/env';
import { BREAKPOINTS } from '@/domain/constants';
import { useRoute } from '@/routing/route-context';
import { useFlagVariant } from '@/features/flags/flags-api';
import type { AdAdapterName } from './HouseAd';
import { useMediaQuery } from './use-media-query';

type AdapterComponent = ComponentType<{ locale: Locale }>;

const Nothing: AdapterComponent = () => null;

// Each adapter is its own chunk, fetched only when the flag picks it; one that fails to load leaves the box empty
// rather than taking the header down with it.
const lazyAdapter = (load: () => Promise<AdapterComponent>) =>
  lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing }),
    ),
  );

const ADAPTERS: Record<AdAdapterName, AdapterComponent> = {
  prebid: lazyAdapter(() => import('./prebid-adapter').then((module) => module.PrebidAd)),
  gpt: lazyAdapter(() => import('./gpt-adapter').then((module) => module.GptAd)),
};

const isAdapter = (name: string | null): name is AdAdapterName => name === 'prebid' || name === 'gpt';

// The box is reserved from the first render at its full size, so an ad (or flags) arriving late shifts nothing.
const Slot = styled.div`
  display: none;
  ${({ theme }) => theme.media.laptop} {
    display: block;
    flex: none;
    width: ${HEADER_AD_SIZE.width}px;
    height: ${HEADER_AD_SIZE.height}px;
  }
`;

/**
 * Spec §3: the header's ad slot, on laptop screens and wider. The `headerAdComponent` flag's variant picks the
 * ad component (`prebid` or `gpt`); any other variant, or the flag off, leaves the reserved box empty.
 */
export function HeaderAdSlot() {
  const { locale } = useRoute();
  const variant = useFlagVariant('headerAdComponent');
  // Below laptop the slot is hidden: no adapter is fetched for it.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.laptop}px)`);
  const Adapter = wide && isAdapter(variant) ? ADAPTERS[variant] : null;
  return (
    <Slot data-ad-slot="header">
      {Adapter ? (
        <Suspense fallback={null}>
          <Adapter locale={locale} />
        </Suspense>
      ) : null}
    </Slot>
  );
}
