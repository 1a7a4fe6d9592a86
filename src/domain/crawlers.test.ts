import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { list as isbotList } from 'isbot';
import { describe, expect, it } from 'vitest';
import { BROWSER_EXCEPTION_PATTERNS, CRAWLER_PATTERNS, isCrawler, nginxCrawlerMap, nginxQuote } from './crawlers';

const CRAWLERS: Record<string, string> = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Googlebot smartphone':
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.118 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  YandexBot: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  Baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  DuckDuckBot: 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  Applebot:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Twitterbot: 'Twitterbot/1.0',
  LinkedInBot: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  Slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  Discordbot: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  TelegramBot: 'TelegramBot (like TwitterBot)',
  Pinterestbot: 'Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)',
  redditbot: 'Mozilla/5.0 (compatible; redditbot/1.0; +http://www.reddit.com/feedback)',
  Embedly: 'Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)',
};

const BROWSERS: Record<string, string> = {
  'Chrome Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Safari macOS':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  Firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  Edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  'Samsung Internet':
    'Mozilla/5.0 (Linux; Android 14; SM-S918W) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  'Chrome iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.71 Mobile/15E148 Safari/604.1',
  'Instagram iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.1.24.109 (iPhone14,5; iOS 17_4; en_CA; en-CA; scale=3.00; 1170x2532; 585420021)',
  'Instagram Android':
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Instagram 312.0.0.32.112 Android (33/13; 420dpi; 1080x2220; samsung; SM-G991B; o1s; exynos2100; en_CA; 548323754)',
  'Facebook iOS (FBAN/FBAV)':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/452.0.0.39.110;FBBV/564283440;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.3;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  'Facebook Android':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.105 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/453.0.0.49.106;]',
  Messenger:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP1A.240305.019; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/448.0.0.40.113;]',
  'Pinterest iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [Pinterest/iOS]',
  'Pinterest Android':
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 [Pinterest/Android]',
  'Flipboard iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Flipboard/4.3.21',
  'Flipboard Android':
    'Mozilla/5.0 (Linux; Android 13; SM-S901W Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 Flipboard/4.3.18/5408,4.3.18.5408',
  'LinkedIn app':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 [LinkedInApp]',
};

describe('isCrawler', () => {
  it.each(Object.entries(CRAWLERS))('%s is a crawler', (_name, ua) => {
    expect(isCrawler(ua)).toBe(true);
  });

  it.each(Object.entries(BROWSERS))('%s is not a crawler', (_name, ua) => {
    expect(isCrawler(ua)).toBe(false);
  });

  it('empty user agents are not crawlers (no prerender for unknown clients)', () => {
    expect(isCrawler('')).toBe(false);
    expect(isCrawler(null)).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });

  it('an in-app browser stays a browser even if its UA trips a generic crawler pattern', () => {
    const tripped = `${BROWSERS['Instagram iOS']} +http://crawler.example.com`;
    expect(CRAWLER_PATTERNS.some((p) => new RegExp(p, 'i').test(tripped))).toBe(true);
    expect(isCrawler(tripped)).toBe(false);
  });
});

describe('CRAWLER_PATTERNS', () => {
  it("contains every one of isbot's patterns (made PCRE-safe)", () => {
    expect(CRAWLER_PATTERNS.length).toBeGreaterThanOrEqual(isbotList.length);
    for (const pattern of isbotList) {
      const portable = pattern.replace(/\\[dDwWsS]-(?!\])/g, (m) => `${m.slice(0, 2)}\\-`);
      expect(CRAWLER_PATTERNS).toContain(portable);
    }
  });

  it('every pattern compiles and no range starts at a class escape (PCRE2 rejects [\\d-.])', () => {
    for (const pattern of [...CRAWLER_PATTERNS, ...BROWSER_EXCEPTION_PATTERNS]) {
      expect(() => new RegExp(pattern, 'i')).not.toThrow();
      expect(pattern).not.toMatch(/\\[dDwWsS]-[^\]]/);
    }
  });

  it('names the search and social crawlers explicitly', () => {
    for (const name of [
      'googlebot',
      'bingbot',
      'baiduspider',
      'duckduckbot',
      'applebot',
      'facebookexternalhit',
      'twitterbot',
      'linkedinbot',
      'slackbot',
      'discordbot',
      'telegrambot',
      'pinterestbot',
      'redditbot',
      'embedly',
    ]) {
      expect(CRAWLER_PATTERNS).toContain(name);
    }
  });
});

describe('nginx map', () => {
  it('quotes patterns so that nginx unescapes them back to the same regex', () => {
    expect(nginxQuote('a\\.b"c')).toBe('"a\\\\.b\\"c"');
    // nginx turns \\ into \ and \" into " inside double quotes.
    const unescape = (q: string) => q.slice(1, -1).replace(/\\(["'\\])/g, '$1');
    for (const p of CRAWLER_PATTERNS) expect(unescape(nginxQuote(p))).toBe(p);
  });

  it('has a default, the browser exceptions first with 0, then every crawler pattern with 1', () => {
    const map = nginxCrawlerMap();
    const lines = map.trim().split('\n');
    expect(lines[0]).toBe('map $http_user_agent $is_crawler {');
    expect(lines[1]).toBe('    default 0;');
    expect(lines.at(-1)).toBe('}');
    const body = lines.slice(2, -1);
    expect(body).toHaveLength(BROWSER_EXCEPTION_PATTERNS.length + CRAWLER_PATTERNS.length);
    for (const line of body.slice(0, BROWSER_EXCEPTION_PATTERNS.length)) expect(line).toMatch(/^ {4}"~\*.+" 0;$/);
    for (const line of body.slice(BROWSER_EXCEPTION_PATTERNS.length)) expect(line).toMatch(/^ {4}"~\*.+" 1;$/);
  });

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));

  it.skipIf(!nginx)('nginx accepts the generated map (nginx -t compiles every regex with PCRE)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crawler-map-'));
    try {
      writeFileSync(
        join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n${nginxCrawlerMap()}\n}\n`,
      );
      const output = execFileSync(nginx!, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(output).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
