// The build's first-paint pages (ARCHITECTURE "First paint without JavaScript", src/routing/static-pages.ts):
// what a visitor sees before the JavaScript has run, rendered in Node by React's static renderer from the
// components the SPA renders, which then takes the page over (src/app/boot.tsx). Built and written by
// scripts/first-paint.mjs.
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { brand } from '@/config/brand';
import { LOCALES, type Locale } from '@/domain/constants';
import { SITE_CATEGORIES, THEME_OF_CATEGORY, type SiteCategory } from '@/domain/site';
import { StaticHeadContext } from '@/routing/page-meta';
import { FirstPaintShellContext } from '@/routing/route-context';
import { STATIC_PAGE_KINDS, staticPageFile, staticPageSample, type StaticPageKind } from '@/routing/static-pages';
import { App, PageSkeleton } from './App';
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
              <FirstPaintShellContext value={kind !== 'home'}>
                <App content={kind === 'home' ? undefined : <PageSkeleton />} />
              </FirstPaintShellContext>
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
    let page = template
      .replace(/<html [^>]*>/, `<html lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}" data-theme="${theme}">`)
      .replace(
        /<link rel="stylesheet" href="[^"]*" data-theme-stylesheet="[^"]*" \/>/,
        `<link rel="stylesheet" href="${brand.stylesheet(theme)}" data-theme-stylesheet="${theme}" />`,
      )
      .replace('</head>', `${styles}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    if (head.title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
    if (head.description)
      page = page.replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(head.description)}" />`,
      );
    return page;
  } finally {
    sheet.seal();
    store.stopSagas();
  }
}

/** Every first-paint page: its file under the site's root and its document. */
export async function renderStaticPages(template: string): Promise<{ file: string; html: string }[]> {
  const pages: { file: string; html: string }[] = [];
  for (const kind of STATIC_PAGE_KINDS)
    for (const locale of LOCALES)
      for (const category of SITE_CATEGORIES) {
        // Legal and printed pages have no category prefix: their URLs are all residential.
        if (category !== 'residential' && (kind === 'legal' || kind === 'bare')) continue;
        pages.push({
          file: staticPageFile(kind, locale, category),
          html: await renderStaticPage(kind, locale, category, template),
        });
      }
  return pages;
}
