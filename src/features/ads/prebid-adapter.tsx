import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { HEADER_AD_SIZE, ads, type AdsConfig } from '@/config/ads';
import { env, type ApiEnvironment, type Locale } from '@/config/env';
import { adMessages } from './ad-messages';
import { HouseAd } from './HouseAd';
import { loadScript } from './load-script';

// The few parts of Prebid.js (https://docs.prebid.org) the header slot uses.
interface PrebidBid {
  adId: string;
}
interface Prebid {
  que: (() => void)[];
  addAdUnits?: (units: unknown[]) => void;
  removeAdUnit?: (code: string) => void;
  requestBids?: (options: { adUnitCodes: string[]; timeout: number; bidsBackHandler: () => void }) => void;
  getHighestCpmBids?: (code: string) => PrebidBid[];
  renderAd?: (doc: Document, adId: string) => void;
}

type PrebidConfig = AdsConfig['prebid'];

export interface PrebidAdProps {
  locale: Locale;
  config?: PrebidConfig;
  environment?: ApiEnvironment;
}

const Frame = styled.div`
  width: ${HEADER_AD_SIZE.width}px;
  height: ${HEADER_AD_SIZE.height}px;
  iframe {
    display: block;
    border: 0;
  }
`;

/** Prebid.js header bidding, rendering the best bid in a sandboxed frame; our house ad when there is none. */
function PrebidSlot({ config, locale, scriptUrl }: { config: PrebidConfig; locale: Locale; scriptUrl: string }) {
  const title = useIntl().formatMessage(adMessages.label);
  const box = useRef<HTMLDivElement>(null);
  const [empty, setEmpty] = useState(false);
  const code = `${config.adUnitCode}-${useId().replace(/[^\w-]/g, '')}`;

  useEffect(() => {
    let live = true;
    const w = window as unknown as { pbjs?: Prebid };
    const pbjs = (w.pbjs ??= { que: [] });
    pbjs.que.push(() => {
      pbjs.addAdUnits?.([
        {
          code,
          mediaTypes: { banner: { sizes: [[HEADER_AD_SIZE.width, HEADER_AD_SIZE.height]] } },
          bids: config.bids,
        },
      ]);
      pbjs.requestBids?.({
        adUnitCodes: [code],
        timeout: config.timeoutMs,
        bidsBackHandler: () => {
          const bid = pbjs.getHighestCpmBids?.(code)[0];
          if (!live || !bid || !box.current) {
            if (live) setEmpty(true);
            return;
          }
          const frame = document.createElement('iframe');
          frame.title = title;
          frame.width = String(HEADER_AD_SIZE.width);
          frame.height = String(HEADER_AD_SIZE.height);
          box.current.replaceChildren(frame);
          if (frame.contentWindow) pbjs.renderAd?.(frame.contentWindow.document, bid.adId);
        },
      });
    });
    loadScript(scriptUrl).catch(() => {
      if (live) setEmpty(true);
    });
    return () => {
      live = false;
      pbjs.que.push(() => pbjs.removeAdUnit?.(code));
    };
  }, [code, config, scriptUrl, title]);

  if (empty) return <HouseAd adapter="prebid" locale={locale} />;
  return <Frame ref={box} data-ad-adapter="prebid" />;
}

/**
 * The `prebid` header ad component. Only with a configured Prebid.js build outside the demo does it request
 * anything from elsewhere; otherwise it shows our house ad.
 */
export function PrebidAd({ locale, config = ads.prebid, environment = env.apiEnvironment }: PrebidAdProps) {
  if (!config.scriptUrl || environment === 'demo') return <HouseAd adapter="prebid" locale={locale} />;
  return <PrebidSlot config={config} locale={locale} scriptUrl={config.scriptUrl} />;
}
