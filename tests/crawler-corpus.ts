// The two public user-agent corpora that crawler detection is measured on, loaded once for the unit test
// (src/domain/crawlers.corpus.test.ts), the nginx agreement test (tests/nginx/crawler-map.test.ts) and
// the benchmark figures (tests/bench/crawlers.ts).
import crawlerList from 'crawler-user-agents';
import UserAgent from 'user-agents';

/** One real crawler user agent from the public list, with the tags of the entries that list it. */
export interface CrawlerInstance {
  userAgent: string;
  /** The list's own pattern for the entry (its name, in effect). */
  pattern: string;
  tags: string[];
}

/** The tags of crawler-user-agents that mark the crawlers this site prerenders for. */
export const SEARCH_AND_SOCIAL_TAGS = ['search-engine', 'social-preview'] as const;

/**
 * Entries of crawler-user-agents tagged search or social that are not crawlers at all, by the list's
 * pattern, with the reason. Their instances are left out of the search-and-social set (they still count
 * in the overall figure, as misses).
 */
export const MISTAGGED_ENTRIES: Readonly<Record<string, string>> = {
  'MetaIAB Facebook':
    "the Facebook app's in-app browser on Android (`MetaIAB Facebook` is its UA marker, like `[FB_IAB/…]`), " +
    'a person reading the page: it must get the live SPA. Facebook link previews come from facebookexternalhit.',
};

/**
 * In-app browsers that crawler-user-agents lists, by the list's pattern: people reading a shared link
 * inside an app, who must get the live SPA, never a snapshot.
 */
export const IN_APP_BROWSERS_IN_CRAWLER_LIST: Readonly<Record<string, string>> = {
  ...MISTAGGED_ENTRIES,
  'AP3A\\.240617\\.008':
    "the Instagram app's in-app browser on Android (`Instagram 406.0.0.58.159 Android`), listed as an 80legs scanner",
};

/**
 * The instances of crawler-user-agents that isCrawler does not detect, by the list's pattern, and why
 * that is acceptable: none is a search engine or a social preview, and each gets the live SPA, which it
 * can render.
 */
export const EXPECTED_MISSES: Readonly<Record<string, string>> = {
  ...IN_APP_BROWSERS_IN_CRAWLER_LIST,
  'Code\\/1\\.': 'Visual Studio Code (Electron, Chrome 142): an editor showing a page',
  'Trae\\/': 'the Trae editor (Electron, Chrome 142): an editor showing a page',
  Fluid: 'Fluid, a macOS site-specific browser (Safari WebKit)',
  'TSM-turingos': 'an AI crawler disguised as desktop Chrome 119 but for a token in its platform string',
  GTmetrix: 'GTmetrix page-speed tests run a real Chrome and should measure the live SPA',
  'YLT Chrome': 'Yellow Lab Tools page-quality tests run a real Chrome and should measure the live SPA',
  'Miniature\\.io\\/': 'Miniature.io screenshots run a real Chrome (QtWebEngine) and render the SPA',
};

/**
 * User agents of the real-browser corpus that are not real browsers, with the reason. None so far:
 * user-agents@2.1.198 holds browsers only.
 */
export const NOT_BROWSERS: Readonly<Record<string, string>> = {};

interface Entry {
  pattern: string;
  instances: string[];
  tags?: string[];
}

// A header value has no surrounding whitespace (RFC 9110 §5.5), so nginx and Node both see it trimmed.
const fieldValue = (userAgent: string) => userAgent.trim();

let crawlers: CrawlerInstance[] | undefined;

/** Every instance of crawler-user-agents, once each (an agent listed twice gets both entries' tags). */
export function crawlerInstances(): CrawlerInstance[] {
  if (crawlers) return crawlers;
  const byAgent = new Map<string, CrawlerInstance>();
  for (const entry of crawlerList as Entry[]) {
    for (const instance of entry.instances) {
      const userAgent = fieldValue(instance);
      if (!userAgent) continue;
      const known = byAgent.get(userAgent);
      if (known) known.tags = [...new Set([...known.tags, ...(entry.tags ?? [])])];
      else byAgent.set(userAgent, { userAgent, pattern: entry.pattern, tags: [...(entry.tags ?? [])] });
    }
  }
  crawlers = [...byAgent.values()];
  return crawlers;
}

/** A search-engine or social-preview crawler (by the list's tags), mis-tagged entries excepted. */
export function isSearchOrSocial(instance: CrawlerInstance): boolean {
  return (
    !Object.hasOwn(MISTAGGED_ENTRIES, instance.pattern) &&
    instance.tags.some((tag) => (SEARCH_AND_SOCIAL_TAGS as readonly string[]).includes(tag))
  );
}

let browsers: string[] | undefined;

/**
 * The distinct user agents of the `user-agents` package (real browser traffic, weighted by frequency;
 * 10,000 records), read through its public `top()` so the way it ships its data does not matter.
 */
export function browserUserAgents(): string[] {
  browsers ??= [...new Set(UserAgent.top().map((record) => fieldValue(record.userAgent)))].filter(
    (userAgent) => userAgent && !Object.hasOwn(NOT_BROWSERS, userAgent),
  );
  return browsers;
}

export interface DetectionFigures {
  crawlers: { total: number; detected: number; missed: CrawlerInstance[] };
  searchAndSocial: { total: number; detected: number; missed: CrawlerInstance[] };
  browsers: { total: number; misrouted: string[] };
}

/** Runs a detector over both corpora. */
export function measureDetection(detect: (userAgent: string) => boolean): DetectionFigures {
  const all = crawlerInstances();
  const missed = all.filter((instance) => !detect(instance.userAgent));
  const searchAndSocial = all.filter(isSearchOrSocial);
  const searchAndSocialMissed = missed.filter(isSearchOrSocial);
  const realBrowsers = browserUserAgents();
  return {
    crawlers: { total: all.length, detected: all.length - missed.length, missed },
    searchAndSocial: {
      total: searchAndSocial.length,
      detected: searchAndSocial.length - searchAndSocialMissed.length,
      missed: searchAndSocialMissed,
    },
    browsers: { total: realBrowsers.length, misrouted: realBrowsers.filter(detect) },
  };
}

export const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)} %`;

/** An instance as one line of a failure message or a report. */
export const describeInstance = (instance: CrawlerInstance) =>
  `${instance.pattern} [${instance.tags.join(', ')}]: ${instance.userAgent}`;
