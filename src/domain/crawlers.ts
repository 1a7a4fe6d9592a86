import { list as isbotPatterns } from 'isbot';

/**
 * Search-engine and social crawlers named explicitly, so they stay recognised even if isbot's
 * generic heuristics (`http`, `.com`, `bot`) change.
 */
export const NAMED_CRAWLER_PATTERNS = [
  'googlebot',
  'google-inspectiontool',
  'storebot-google',
  'adsbot-google',
  'mediapartners-google',
  'bingbot',
  'bingpreview',
  'yandex(?:bot|images|mobilebot)',
  'baiduspider',
  'duckduckbot',
  'applebot',
  'facebookexternalhit',
  'facebookcatalog',
  'meta-externalagent',
  'twitterbot',
  'linkedinbot',
  'slackbot',
  'discordbot',
  '^whatsapp',
  'telegrambot',
  'pinterestbot',
  'redditbot',
  'embedly',
  'skypeuripreview',
  'vkshare',
  'qwantify',
  'petalbot',
  'seznambot',
];

/**
 * Real browsers that isbot's heuristics could mistake for crawlers: in-app browsers of Instagram,
 * Facebook/Messenger, Pinterest, Flipboard, LinkedIn and Snapchat, and Meta's newer `MetaIAB` marker (Facebook,
 * Instagram and Threads apps). They must get the live SPA.
 */
export const BROWSER_EXCEPTION_PATTERNS = [
  '^mozilla/5\\.0 \\(.*\\binstagram [\\d.]+',
  '^mozilla/5\\.0 \\(.*\\[(?:fban|fb_iab)/',
  '^mozilla/5\\.0 \\(.*\\bfbav/',
  '^mozilla/5\\.0 \\(.*\\bmetaiab\\b',
  '^mozilla/5\\.0 \\(.*\\[pinterest/(?:ios|android)\\]',
  '^mozilla/5\\.0 \\(.*\\bflipboard/[\\d.]',
  '^mozilla/5\\.0 \\(.*\\[linkedinapp\\]',
  '^mozilla/5\\.0 \\(.*\\bsnapchat/[\\d.]',
];

// PCRE2 (nginx) rejects a range that starts at a class escape such as [\d-.]; JavaScript reads it as a literal hyphen.
function portable(pattern: string): string {
  return pattern.replace(/\\[dDwWsS]-(?!\])/g, (m) => `${m.slice(0, 2)}\\-`);
}

/**
 * The one list of crawler user-agent patterns (regular-expression sources, matched
 * case-insensitively), shared by the SPA, nginx and the prerender service: isbot's list plus the
 * named crawlers above.
 */
export const CRAWLER_PATTERNS: readonly string[] = [
  ...new Set([...isbotPatterns, ...NAMED_CRAWLER_PATTERNS].map(portable)),
];

const crawlerPattern = new RegExp(CRAWLER_PATTERNS.join('|'), 'i');
const exceptionPattern = new RegExp(BROWSER_EXCEPTION_PATTERNS.join('|'), 'i');

/** True for a search-engine, social or other crawler; false for browsers, in-app ones included. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  if (exceptionPattern.test(userAgent)) return false;
  return crawlerPattern.test(userAgent);
}

/** A pattern as an nginx double-quoted string: nginx itself unescapes \\ and \" inside quotes. */
export function nginxQuote(pattern: string): string {
  return `"${pattern.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * nginx `map` setting `$is_crawler`. Regexes are tried in order and the first match wins, so the
 * browser exceptions come first with 0.
 */
export function nginxCrawlerMap(variable = '$is_crawler'): string {
  const lines = [
    `map $http_user_agent ${variable} {`,
    '    default 0;',
    ...BROWSER_EXCEPTION_PATTERNS.map((p) => `    ${nginxQuote(`~*${p}`)} 0;`),
    ...CRAWLER_PATTERNS.map((p) => `    ${nginxQuote(`~*${p}`)} 1;`),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
