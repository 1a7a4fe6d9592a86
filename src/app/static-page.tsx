// The build's first-paint pages (ARCHITECTURE "First paint without JavaScript", src/routing/static-pages.ts):
// what a visitor sees before the JavaScript has run, rendered in Node by React's static renderer from the
// components the SPA renders, which then takes the page over (src/app/boot.tsx). Built and written by
// scripts/first-paint.mjs.
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { brand } from '@/config/brand';
import type { Locale } from '@/domain/constants';
import { THEME_OF_CATEGORY, type SiteCategory } from '@/domain/site';
import { StaticHeadContext } from '@/routing/page-meta';
import { FirstPaintContext } from '@/routing/route-context';
import { preloadConsentPanel } from '@/features/consent/ConsentBanner';
import { pageMessageParts, PAGES } from '@/pages/registry';
import { ROUTE_RULES } from '@/routing/route-table';
import { staticPageFile, staticPages, staticPageSample, type StaticPageKind } from '@/routing/static-pages';
import { PageSkeleton } from '@/pages/shared/PageSkeleton';
import type { PageName } from '@/routing/route-table';
import { App } from './App';
import { makeStore } from './store';

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `url` as a signed-out visitor with default preferences first sees it: the whole page for `home`, the header
 * and footer around the page's skeleton for the other kinds, in the page's language and category, as a
 * document made from the built `index.html`.
 */
export async function renderStaticPage(
  page: PageName,
  kind: StaticPageKind,
  locale: Locale,
  category: SiteCategory,
  template: string,
): Promise<string> {
  const url = staticPageSample(kind, locale, category);
  const store = makeStore();
  const sheet = new ServerStyleSheet();
  const head: { title?: string; description?: string } = {};
  try {
    const { prelude } = await prerender(
      <StyleSheetManager sheet={sheet.instance}>
        <StaticHeadContext value={head}>
          <Provider store={store}>
            <StaticRouter location={url}>
              <FirstPaintContext value={{ shared: kind !== 'home' }}>
                <App content={kind === 'home' ? undefined : <PageSkeleton page={page} />} />
              </FirstPaintContext>
            </StaticRouter>
          </Provider>
        </StaticHeadContext>
      </StyleSheetManager>,
      // Every boundary inline: a static page carries no script to reveal parts sent out of order.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    // React puts image preloads before the markup; the images are the first ones in it anyway.
    const html = (await streamText(prelude)).replace(/^(?:<link [^>]*\/>)+/, '');
    const styles = sheet.getStyleTags();
    const theme = THEME_OF_CATEGORY[category];
    let document = template
      .replace(/<html [^>]*>/, `<html lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}" data-theme="${theme}">`)
      .replace(
        /<link rel="stylesheet" href="[^"]*" data-theme-stylesheet="[^"]*" \/>/,
        `<link rel="stylesheet" href="${brand.stylesheet(theme)}" data-theme-stylesheet="${theme}" />`,
      )
      .replace('</head>', `${styles}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    if (head.title) document = document.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
    if (head.description)
      document = document.replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(head.description)}" />`,
      );
    return document;
  } finally {
    sheet.seal();
    store.stopSagas();
  }
}

export interface StaticPageOutput {
  /** Its file under the site's root. */
  file: string;
  html: string;
  /**
   * The sources (as Vite's manifest names them) of what the page loads first: the app, the page's module, its
   * language's messages and the parts the page needs; the build announces their chunks in the page. None for a
   * whole page.
   */
  sources: string[];
}

/** Every first-paint page (src/routing/static-pages.ts), each with its page's skeleton and chunks. */
export async function renderStaticPages(template: string): Promise<StaticPageOutput[]> {
  // The consent banner is in every page, hidden: src/main.tsx shows it on a first visit, before the app has loaded.
  await preloadConsentPanel();
  const outputs: StaticPageOutput[] = [];
  for (const { page, kind, locale, category } of staticPages()) {
    const html = await renderStaticPage(page, kind, locale, category, template);
    // An account page is, for a visitor who is not signed in (every first visit), the sign-in page.
    const pages = ROUTE_RULES.some((rule) => rule.page === page && rule.protected) ? [page, 'login' as const] : [page];
    const parts = ['core', ...pages.flatMap(pageMessageParts)];
    const sources = pages.flatMap((name) => PAGES[name].page.source ?? []);
    outputs.push({
      file: staticPageFile(page, locale, category),
      html,
      // A whole page is complete without them: its own images come first.
      sources:
        kind === 'home'
          ? []
          : [
              'src/app/boot.tsx',
              // The request layer: the page asks for its data in its first render; the consent banner comes
              // with that render on a first visit.
              'src/api/request.ts',
              'src/features/consent/ConsentPanel.tsx',
              ...sources,
              ...[...new Set(parts)].map((name) => `translations/${locale}.json?part=${name}`),
            ],
    });
  }
  return outputs;
}
