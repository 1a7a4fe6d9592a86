import { createContext, use, useEffect, useId } from 'react';
import { brand } from '@/config/brand';
import type { Locale } from '@/config/env';
import { serializeJsonLd } from '@/domain/json-ld';
import { RouteContext } from './route-context';
import { localisePath } from './urls';

export interface PageImage {
  /** Absolute, or relative to the site (made absolute against the page's origin). */
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export type PageType = 'website' | 'article' | 'product';

export interface PageMeta {
  title: string;
  description: string;
  /** False while the page still waits for its data; prerendering and benchmarks wait for true. */
  ready?: boolean;
  /**
   * The page's locale-free public path (`/on/toronto-real-estate/…`): gives the absolute canonical link for
   * the current language and the hreflang alternates (en, fr, x-default = en). Without it, neither is set.
   */
  canonicalPath?: string;
  /** The link-preview image (Open Graph and Twitter card). */
  image?: PageImage;
  /** og:type; `website` when left out. */
  type?: PageType;
  /** Structured data: one `<script type="application/ld+json" data-page>`. */
  jsonLd?: object | object[];
  /**
   * What the prerender service answers for this page (`<meta name="prerender-status-code">`), e.g. 404 for a
   * listing the API does not know. Defaults to the resolved route's own status (404 for unknown paths).
   */
  statusCode?: number;
  /** Keeps search engines from indexing the page. */
  noindex?: boolean;
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };
/** Marks the tags one hook instance created, so a page never removes the next page's tags. */
const OWNER = 'data-page-meta';

type MetaKey = { attr: 'name' | 'property'; key: string };
const meta = (attr: MetaKey['attr'], key: string): MetaKey => ({ attr, key });

// Tags only some pages have: removed when the page that set them goes away or stops setting them.
const OPTIONAL_META = [
  meta('property', 'og:image'),
  meta('property', 'og:image:width'),
  meta('property', 'og:image:height'),
  meta('property', 'og:image:alt'),
  meta('name', 'twitter:image'),
  meta('name', 'twitter:image:alt'),
  meta('name', 'prerender-status-code'),
  meta('name', 'robots'),
];
const LINK_SELECTORS = ['link[rel="canonical"]', 'link[rel="alternate"][hreflang]'];
const JSON_LD_SELECTOR = 'script[type="application/ld+json"][data-page]';

function metaSelector({ attr, key }: MetaKey): string {
  return `meta[${attr}="${key}"]`;
}

/** Sets a meta tag's content, updating the existing tag (index.html's or a previous page's) in place. */
function setMeta(attr: MetaKey['attr'], key: string, content: string, owner?: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(metaSelector({ attr, key }));
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.append(tag);
  }
  tag.content = content;
  if (owner) tag.setAttribute(OWNER, owner);
}

function removeMeta(attr: MetaKey['attr'], key: string) {
  document.head.querySelector(metaSelector({ attr, key }))?.remove();
}

function setOptionalMeta(attr: MetaKey['attr'], key: string, content: string | undefined, owner: string) {
  if (content === undefined || content === '') removeMeta(attr, key);
  else setMeta(attr, key, content, owner);
}

function setLinks(links: { rel: string; href: string; hreflang?: string }[], owner: string) {
  for (const selector of LINK_SELECTORS) document.head.querySelectorAll(selector).forEach((el) => el.remove());
  for (const { rel, href, hreflang } of links) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang) link.hreflang = hreflang;
    link.setAttribute(OWNER, owner);
    document.head.append(link);
  }
}

function setJsonLd(text: string | undefined, owner: string) {
  let script = document.head.querySelector<HTMLScriptElement>(JSON_LD_SELECTOR);
  if (text === undefined) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-page', '');
    document.head.append(script);
  }
  script.setAttribute(OWNER, owner);
  if (script.textContent !== text) script.textContent = text;
}

/** Removes this hook's page-specific tags; tags another page has since taken over stay. */
function removeOwnedTags(owner: string) {
  const selectors = [...OPTIONAL_META.map(metaSelector), ...LINK_SELECTORS, JSON_LD_SELECTOR];
  for (const selector of selectors) {
    document.head.querySelectorAll(selector).forEach((el) => {
      if (el.getAttribute(OWNER) === owner) el.remove();
    });
  }
}

function absoluteUrl(url: string, origin: string): string | undefined {
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

function localeOfPath(pathname: string): Locale {
  return /^\/fr(?=\/|$)/.test(pathname) ? 'fr' : 'en';
}

/** Drops a locale prefix a caller may have left on, so the path can be put in either language. */
function localeFree(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.replace(/^\/(fr|en)(?=\/|$)/, '') || '/';
}

/**
 * Sets the document title, description, canonical and hreflang links, Open Graph and Twitter card tags,
 * JSON-LD and the prerender status, and raises the "ready" signal once the page is complete. Tags only
 * some pages have are removed when the page unmounts, so nothing leaks into the next SPA page.
 */
/**
 * What the build's first-paint pages (src/app/static-page.tsx) take into their <head>: the page's title and
 * description, which the effects below set in a browser.
 */
export const StaticHeadContext = createContext<{ title?: string; description?: string } | null>(null);

export function usePageMeta({
  title,
  description,
  ready = true,
  canonicalPath,
  image,
  type = 'website',
  jsonLd,
  statusCode,
  noindex = false,
}: PageMeta): void {
  const owner = useId();
  const route = use(RouteContext);
  // The public location: the route context's outside tests of bare components, else the window's.
  const pathname = route?.pathname ?? window.location.pathname;
  const search = route?.search ?? window.location.search;
  const locale = route?.locale ?? localeOfPath(pathname);
  const status = statusCode ?? (route && route.status !== 200 ? route.status : undefined);
  const jsonLdText = jsonLd === undefined ? undefined : serializeJsonLd(jsonLd);
  const { url: imageUrl, width: imageWidth, height: imageHeight, alt: imageAlt } = image ?? {};
  const fullTitle = title.includes(brand.name) ? title : `${title} | ${brand.name}`;
  const staticHead = use(StaticHeadContext);
  if (staticHead) Object.assign(staticHead, { title: fullTitle, description });

  useEffect(() => {
    document.title = fullTitle;
    setMeta('name', 'description', description);

    const origin = window.location.origin;
    const canonical = canonicalPath === undefined ? undefined : localeFree(canonicalPath);
    const canonicalUrl = canonical === undefined ? undefined : origin + localisePath(canonical, locale);
    setLinks(
      canonical === undefined
        ? []
        : [
            { rel: 'canonical', href: canonicalUrl! },
            { rel: 'alternate', hreflang: 'en', href: origin + localisePath(canonical, 'en') },
            { rel: 'alternate', hreflang: 'fr', href: origin + localisePath(canonical, 'fr') },
            { rel: 'alternate', hreflang: 'x-default', href: origin + localisePath(canonical, 'en') },
          ],
      owner,
    );

    const pageUrl = canonicalUrl ?? origin + pathname + search;
    const picture = imageUrl === undefined ? undefined : absoluteUrl(imageUrl, origin);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', pageUrl);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:site_name', brand.name);
    setMeta('property', 'og:locale', OG_LOCALES[locale]);
    setMeta('property', 'og:locale:alternate', OG_LOCALES[locale === 'en' ? 'fr' : 'en']);
    setOptionalMeta('property', 'og:image', picture, owner);
    setOptionalMeta('property', 'og:image:width', picture && imageWidth ? String(imageWidth) : undefined, owner);
    setOptionalMeta('property', 'og:image:height', picture && imageHeight ? String(imageHeight) : undefined, owner);
    setOptionalMeta('property', 'og:image:alt', picture ? imageAlt : undefined, owner);
    setMeta('name', 'twitter:card', picture ? 'summary_large_image' : 'summary');
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
    setOptionalMeta('name', 'twitter:image', picture, owner);
    setOptionalMeta('name', 'twitter:image:alt', picture ? imageAlt : undefined, owner);

    setOptionalMeta('name', 'prerender-status-code', status && status !== 200 ? String(status) : undefined, owner);
    setOptionalMeta('name', 'robots', noindex ? 'noindex' : undefined, owner);
    setJsonLd(jsonLdText, owner);
  }, [
    owner,
    title,
    fullTitle,
    description,
    canonicalPath,
    locale,
    pathname,
    search,
    imageUrl,
    imageWidth,
    imageHeight,
    imageAlt,
    type,
    status,
    noindex,
    jsonLdText,
  ]);

  useEffect(() => () => removeOwnedTags(owner), [owner]);

  useEffect(() => {
    const root = document.documentElement;
    if (!ready) {
      root.removeAttribute('data-ready');
      return;
    }
    root.setAttribute('data-ready', 'true');
    window.dispatchEvent(new Event('foyer:ready'));
    return () => root.removeAttribute('data-ready');
  }, [ready]);
}
