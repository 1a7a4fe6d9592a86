// Crawler detection figures on the public corpora (pure JavaScript: no browser, no nginx; the agreement
// with the generated nginx map is tests/nginx/crawler-map.test.ts).
import { BROWSER_EXCEPTION_PATTERNS, CRAWLER_PATTERNS, isCrawler } from '../../src/domain/crawlers';
import { EXPECTED_MISSES, MISTAGGED_ENTRIES, measureDetection, percent } from '../crawler-corpus';

/**
 * Printable lines: list size, detection on crawler-user-agents, misrouting on user-agents. A promise like
 * the other bench sections, though the work itself is synchronous.
 */
export function crawlerFigures(): Promise<string[]> {
  const started = performance.now();
  const { crawlers, searchAndSocial, browsers } = measureDetection(isCrawler);
  const elapsed = performance.now() - started;
  const unexplained = crawlers.missed.filter((instance) => !Object.hasOwn(EXPECTED_MISSES, instance.pattern));
  return Promise.resolve([
    `crawler list: ${CRAWLER_PATTERNS.length} patterns, ${BROWSER_EXCEPTION_PATTERNS.length} in-app browser exceptions`,
    `crawlers detected (crawler-user-agents): ${crawlers.detected} / ${crawlers.total} (${percent(crawlers.detected, crawlers.total)}); ` +
      `misses: ${crawlers.missed.length - unexplained.length} expected (in-app browsers, editors, page testers; see EXPECTED_MISSES), ${unexplained.length} unexpected`,
    `search engines and social previews detected: ${searchAndSocial.detected} / ${searchAndSocial.total} (${percent(searchAndSocial.detected, searchAndSocial.total)}; ` +
      `tagged entries that are in-app browsers left out: ${Object.keys(MISTAGGED_ENTRIES).join(', ')})`,
    `real browsers misrouted (user-agents): ${browsers.misrouted.length} / ${browsers.total} (${percent(browsers.misrouted.length, browsers.total)})`,
    `isCrawler over ${crawlers.total + browsers.total} user agents: ${elapsed.toFixed(0)} ms (both corpora, deduplicated)`,
  ]);
}
