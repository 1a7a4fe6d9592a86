import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { HEADER_AD_SIZE, ads, type AdsConfig } from '@/config/ads';
import { env, type ApiEnvironment, type Locale } from '@/config/env';
import { HouseAd } from './HouseAd';
import { loadScript } from './load-script';

// The few parts of Google Publisher Tag (https://developers.google.com/publisher-tag) the header slot uses.
interface GptSlot {
  addService(service: GptPubAds): GptSlot;
}
interface GptPubAds {
  addEventListener(type: 'slotRenderEnded', listener: (event: { slot: GptSlot; isEmpty: boolean }) => void): GptPubAds;
}
interface Googletag {
  cmd: (() => void)[];
  defineSlot?: (path: string, size: [number, number], divId: string) => GptSlot | null;
  pubads?: () => GptPubAds;
  enableServices?: () => void;
  display?: (divId: string) => void;
  destroySlots?: (slots: GptSlot[]) => boolean;
}

type GptConfig = AdsConfig['gpt'];

export interface GptAdProps {
  locale: Locale;
  config?: GptConfig;
  environment?: ApiEnvironment;
}

const Box = styled.div`
  width: ${HEADER_AD_SIZE.width}px;
  height: ${HEADER_AD_SIZE.height}px;
`;

/** A GPT slot in our reserved box; our house ad when the ad server has nothing or the library fails. */
function GptSlotBox({ adUnitPath, locale, scriptUrl }: { adUnitPath: string; locale: Locale; scriptUrl: string }) {
  const [empty, setEmpty] = useState(false);
  const divId = `gpt-header-${useId().replace(/[^\w-]/g, '')}`;

  useEffect(() => {
    let live = true;
    let slot: GptSlot | null = null;
    const w = window as unknown as { googletag?: Googletag };
    const googletag = (w.googletag ??= { cmd: [] });
    googletag.cmd.push(() => {
      const pubads = googletag.pubads?.();
      slot = googletag.defineSlot?.(adUnitPath, [HEADER_AD_SIZE.width, HEADER_AD_SIZE.height], divId) ?? null;
      if (!slot || !pubads) return;
      slot.addService(pubads);
      pubads.addEventListener('slotRenderEnded', (event) => {
        if (live && event.slot === slot && event.isEmpty) setEmpty(true);
      });
      googletag.enableServices?.();
      googletag.display?.(divId);
    });
    loadScript(scriptUrl).catch(() => {
      if (live) setEmpty(true);
    });
    return () => {
      live = false;
      googletag.cmd.push(() => {
        if (slot) googletag.destroySlots?.([slot]);
      });
    };
  }, [adUnitPath, divId, scriptUrl]);

  if (empty) return <HouseAd adapter="gpt" locale={locale} />;
  return <Box id={divId} data-ad-adapter="gpt" />;
}

/**
 * The `gpt` header ad component. Only with a configured GPT script and ad unit outside the demo does it request
 * anything from elsewhere; otherwise it shows our house ad.
 */
export function GptAd({ locale, config = ads.gpt, environment = env.apiEnvironment }: GptAdProps) {
  if (!config.scriptUrl || !config.adUnitPath || environment === 'demo') {
    return <HouseAd adapter="gpt" locale={locale} />;
  }
  return <GptSlotBox adUnitPath={config.adUnitPath} locale={locale} scriptUrl={config.scriptUrl} />;
}
