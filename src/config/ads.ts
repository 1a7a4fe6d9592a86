// Advertising (spec §3: "a header flag chooses which ad/bidding component loads"). Without a script URL, or in
// the demo environment, the header slot shows a house promotion from our own origin and nothing is requested
// from an ad host. A deployment sets the variables below to load the real libraries.

type Vars = Record<string, string | boolean | undefined>;

const vars: Vars = (import.meta as { env?: Vars }).env ?? {};
const str = (name: string): string | undefined => {
  const value = vars[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The header slot's reserved size (IAB 320×50), in the slim line above the header; laid out before any ad answers. */
export const HEADER_AD_SIZE = { width: 320, height: 50 } as const;

export interface AdsConfig {
  prebid: {
    /** The site's Prebid.js build, e.g. on its own CDN. */
    scriptUrl?: string;
    /** The ad unit code of the header slot. */
    adUnitCode: string;
    /** The bidders and their parameters, as Prebid's `bids` array (JSON). */
    bids: unknown[];
    /** How long to wait for bids, in milliseconds. */
    timeoutMs: number;
  };
  gpt: {
    /** Google Publisher Tag, usually https://securepubads.g.doubleclick.net/tag/js/gpt.js. */
    scriptUrl?: string;
    /** The slot's ad unit path, e.g. /1234567/foyer_header. */
    adUnitPath?: string;
  };
}

function parseBids(value: string | undefined): unknown[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export const ads: AdsConfig = {
  prebid: {
    scriptUrl: str('VITE_PREBID_SCRIPT_URL'),
    adUnitCode: str('VITE_PREBID_AD_UNIT') ?? 'foyer-header',
    bids: parseBids(str('VITE_PREBID_BIDS')),
    timeoutMs: 1000,
  },
  gpt: {
    scriptUrl: str('VITE_GPT_SCRIPT_URL'),
    adUnitPath: str('VITE_GPT_AD_UNIT'),
  },
};
