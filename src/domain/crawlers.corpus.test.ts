// Crawler detection measured on public corpora: the tagged crawler list of the `crawler-user-agents`
// package and the real browser traffic of the `user-agents` package (loaded by tests/crawler-corpus.ts).
import { describe, expect, it } from 'vitest';
import {
  EXPECTED_MISSES,
  IN_APP_BROWSERS_IN_CRAWLER_LIST,
  crawlerInstances,
  describeInstance,
  isSearchOrSocial,
  measureDetection,
  percent,
} from '../../tests/crawler-corpus';
import { isCrawler } from './crawlers';

/** The user agent the prerender service sends: nginx must not route its requests back to the service. */
const RENDERER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 FoyerRenderer/1';

/** Measured 2109 / 2118 (99.58 %) with crawler-user-agents 1.60.0; the misses are all in EXPECTED_MISSES. */
const OVERALL_FLOOR = 0.99;

/** Crawlers the site must prerender for, each of which the tagged list must hold (so 100 % is not vacuous). */
const REQUIRED = {
  Google: /googlebot|google-inspectiontool|adsbot-google|storebot-google/i,
  Bing: /bingbot/i,
  Yandex: /yandexbot/i,
  Baidu: /baiduspider/i,
  DuckDuckGo: /duckduckbot/i,
  Apple: /applebot/i,
  Facebook: /facebookexternalhit/i,
  X: /twitterbot/i,
  LinkedIn: /linkedinbot/i,
  Slack: /slackbot/i,
  WhatsApp: /^whatsapp/i,
  Discord: /discordbot/i,
  Telegram: /telegrambot/i,
  Pinterest: /pinterest/i,
  Skype: /skypeuripreview/i,
};

const figures = measureDetection(isCrawler);
const list = (lines: string[]) => lines.map((line) => `\n  ${line}`).join('');

describe('crawler detection on the public tagged list (crawler-user-agents)', () => {
  it('holds search engines and social previews, the required ones among them', () => {
    const searchAndSocial = crawlerInstances().filter(isSearchOrSocial);
    expect(searchAndSocial.length).toBeGreaterThan(400);
    for (const [name, pattern] of Object.entries(REQUIRED)) {
      expect(
        searchAndSocial.some((instance) => pattern.test(instance.userAgent)),
        name,
      ).toBe(true);
    }
  });

  it('detects every search-engine and social-preview crawler', () => {
    const { total, detected, missed } = figures.searchAndSocial;
    console.info(`search engines and social previews detected: ${detected} / ${total} (${percent(detected, total)})`);
    expect(missed, `search or social crawlers not detected:${list(missed.map(describeInstance))}`).toEqual([]);
  });

  it(`detects at least ${OVERALL_FLOOR * 100} % of all listed crawlers`, () => {
    const { total, detected, missed } = figures.crawlers;
    const explained = missed.map(
      (instance) =>
        `${describeInstance(instance)}${Object.hasOwn(EXPECTED_MISSES, instance.pattern) ? '  (expected)' : ''}`,
    );
    console.info(`crawlers detected: ${detected} / ${total} (${percent(detected, total)}); missed:${list(explained)}`);
    expect(detected / total, `crawlers not detected:${list(explained)}`).toBeGreaterThanOrEqual(OVERALL_FLOOR);
  });

  it('leaves the in-app browsers the list holds to the live SPA', () => {
    const inApp = crawlerInstances().filter((instance) =>
      Object.hasOwn(IN_APP_BROWSERS_IN_CRAWLER_LIST, instance.pattern),
    );
    expect(inApp.length).toBe(Object.keys(IN_APP_BROWSERS_IN_CRAWLER_LIST).length);
    for (const instance of inApp) {
      expect(isCrawler(instance.userAgent), describeInstance(instance)).toBe(false);
      // Even when the UA also trips a generic crawler pattern, the browser exception wins.
      expect(isCrawler(`${instance.userAgent} +http://crawler.example.com`), describeInstance(instance)).toBe(false);
    }
  });
});

describe('crawler detection on real browser traffic (user-agents)', () => {
  it('routes no real browser to the prerender service', () => {
    const { total, misrouted } = figures.browsers;
    console.info(`browsers misrouted: ${misrouted.length} / ${total}`);
    expect(total).toBeGreaterThan(500);
    expect(misrouted, `browsers detected as crawlers:${list(misrouted)}`).toEqual([]);
  });

  it("does not take the prerender service's own user agent for a crawler", () => {
    expect(isCrawler(RENDERER_USER_AGENT)).toBe(false);
  });
});
