// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageMeta, type PageMeta } from './page-meta';
import { resolveRoute } from './resolve';
import { RouteContext, type RouteState } from './route-context';

const LISTING = '/on/toronto-real-estate/c4021873_wp_id5521-lst';

function routeOf(path: string, search = ''): RouteState {
  return { ...resolveRoute(path, search), pathname: path, search, navigate: () => undefined };
}

function render(meta: PageMeta, route?: RouteState) {
  const wrapper = route
    ? ({ children }: { children: ReactNode }) => createElement(RouteContext, { value: route }, children)
    : undefined;
  return renderHook((props: PageMeta) => usePageMeta(props), { initialProps: meta, wrapper });
}

const head = () => document.head;
const metaContent = (selector: string) => head().querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;
const og = (property: string) => metaContent(`property="${property}"`);
const named = (name: string) => metaContent(`name="${name}"`);
const jsonLdScripts = () => head().querySelectorAll('script[type="application/ld+json"]');

beforeEach(() => {
  // What index.html ships: one description, which the hook must update rather than duplicate.
  head().innerHTML = '<title>Foyer</title><meta name="description" content="Homes for sale and rent across Canada.">';
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-ready');
});

describe('usePageMeta', () => {
  it('keeps working with only a title and a description, as every existing page calls it', () => {
    window.history.replaceState(null, '', '/luxury?page=2#top');
    render({ title: 'Luxury homes', description: 'Exceptional homes.' });
    expect(document.title).toBe('Luxury homes | Foyer');
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(named('description')).toBe('Exceptional homes.');
    expect(og('og:title')).toBe('Luxury homes');
    expect(og('og:description')).toBe('Exceptional homes.');
    expect(og('og:url')).toBe(`${window.location.origin}/luxury?page=2`);
    expect(og('og:type')).toBe('website');
    expect(og('og:site_name')).toBe('Foyer');
    expect(og('og:locale')).toBe('en_CA');
    expect(og('og:locale:alternate')).toBe('fr_CA');
    expect(named('twitter:card')).toBe('summary');
    expect(named('twitter:title')).toBe('Luxury homes');
    expect(named('twitter:description')).toBe('Exceptional homes.');
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    expect(head().querySelector('link[rel="alternate"]')).toBeNull();
    expect(og('og:image')).toBeUndefined();
    expect(named('prerender-status-code')).toBeUndefined();
    expect(named('robots')).toBeUndefined();
    expect(jsonLdScripts()).toHaveLength(0);
    expect(document.documentElement.getAttribute('data-ready')).toBe('true');
  });

  it('does not repeat the brand a title already names', () => {
    render({ title: 'Foyer: homes for sale', description: 'd' });
    expect(document.title).toBe('Foyer: homes for sale');
  });

  it('builds the canonical link and hreflang alternates for an English page', () => {
    render({ title: 't', description: 'd', canonicalPath: LISTING }, routeOf(LISTING, '?photo=3'));
    const origin = window.location.origin;
    expect(head().querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin}${LISTING}`);
    const alternates = [...head().querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((l) => [
      l.hreflang,
      l.href,
    ]);
    expect(alternates).toEqual([
      ['en', `${origin}${LISTING}`],
      ['fr', `${origin}/fr${LISTING}`],
      ['x-default', `${origin}${LISTING}`],
    ]);
    expect(og('og:url')).toBe(`${origin}${LISTING}`);
  });

  it('puts the canonical in French on a French page, from the route or else the window location', () => {
    const origin = window.location.origin;
    const { unmount } = render({ title: 't', description: 'd', canonicalPath: LISTING }, routeOf(`/fr${LISTING}`));
    expect(head().querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin}/fr${LISTING}`);
    expect(og('og:locale')).toBe('fr_CA');
    expect(og('og:locale:alternate')).toBe('en_CA');
    unmount();

    window.history.replaceState(null, '', '/fr');
    // A locale prefix left on the path by mistake does not double up.
    render({ title: 't', description: 'd', canonicalPath: '/fr' });
    expect(head().querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin}/fr`);
    expect(head().querySelector<HTMLLinkElement>('link[hreflang="en"]')?.href).toBe(`${origin}/`);
  });

  it('makes the preview image absolute and switches the Twitter card to a large image', () => {
    render({
      title: 't',
      description: 'd',
      type: 'product',
      image: { url: '/api/v1/photos/x/0.svg', width: 1200, height: 800, alt: '12 Main Street' },
    });
    const url = `${window.location.origin}/api/v1/photos/x/0.svg`;
    expect(og('og:image')).toBe(url);
    expect(og('og:image:width')).toBe('1200');
    expect(og('og:image:height')).toBe('800');
    expect(og('og:image:alt')).toBe('12 Main Street');
    expect(og('og:type')).toBe('product');
    expect(named('twitter:card')).toBe('summary_large_image');
    expect(named('twitter:image')).toBe(url);
    expect(named('twitter:image:alt')).toBe('12 Main Street');
  });

  it('writes JSON-LD that no text in the data can break out of', () => {
    const data = { '@type': 'RealEstateListing', description: 'Nice </script><script>alert(1)</script> home' };
    render({ title: 't', description: 'd', jsonLd: data });
    const scripts = jsonLdScripts();
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    expect(script.hasAttribute('data-page')).toBe(true);
    expect(script.textContent).not.toContain('<');
    expect(script.textContent).toContain('\\u003c/script>');
    expect(JSON.parse(script.textContent ?? '')).toEqual(data);
  });

  it('reports a status other than 200 to the prerender service, and only then', () => {
    const { rerender } = render({ title: 't', description: 'd', statusCode: 404 });
    expect(named('prerender-status-code')).toBe('404');
    rerender({ title: 't', description: 'd', statusCode: 200 });
    expect(named('prerender-status-code')).toBeUndefined();
    rerender({ title: 't', description: 'd' });
    expect(named('prerender-status-code')).toBeUndefined();
  });

  it('reports the status of an unknown path from the resolved route without being told', () => {
    render({ title: 'Page not found', description: 'd' }, routeOf('/fr/no-such-page'));
    expect(named('prerender-status-code')).toBe('404');
  });

  it('says noindex only when asked', () => {
    const { rerender } = render({ title: 't', description: 'd', noindex: true });
    expect(named('robots')).toBe('noindex');
    rerender({ title: 't', description: 'd' });
    expect(named('robots')).toBeUndefined();
  });

  it('updates its tags in place rather than adding new ones', () => {
    const { rerender } = render({ title: 'One', description: 'First', jsonLd: { n: 1 }, canonicalPath: '/a' });
    const title = head().querySelector('meta[property="og:title"]');
    const script = jsonLdScripts()[0];
    rerender({ title: 'Two', description: 'Second', jsonLd: { n: 2 }, canonicalPath: '/b' });
    expect(head().querySelector('meta[property="og:title"]')).toBe(title);
    expect(og('og:title')).toBe('Two');
    expect(jsonLdScripts()[0]).toBe(script);
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ n: 2 });
    expect(head().querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(head().querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
    expect(head().querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('removes what one page set when it goes, so nothing leaks into the next page', () => {
    const listing: PageMeta = {
      title: 'A listing',
      description: 'd',
      canonicalPath: LISTING,
      image: { url: '/p.jpg', alt: 'photo' },
      jsonLd: { '@type': 'RealEstateListing' },
      statusCode: 404,
      noindex: true,
    };
    const { unmount } = render(listing);
    expect(head().querySelectorAll('[data-page-meta]').length).toBeGreaterThan(0);
    unmount();
    render({ title: 'Home', description: 'Home page' });
    expect(head().querySelector('link[rel="canonical"], link[rel="alternate"]')).toBeNull();
    expect(jsonLdScripts()).toHaveLength(0);
    expect(og('og:image')).toBeUndefined();
    expect(og('og:image:alt')).toBeUndefined();
    expect(named('twitter:image')).toBeUndefined();
    expect(named('prerender-status-code')).toBeUndefined();
    expect(named('robots')).toBeUndefined();
    expect(named('twitter:card')).toBe('summary');
    expect(og('og:title')).toBe('Home');
  });

  it('leaves the next page’s tags alone when the previous page unmounts after it mounted', () => {
    const first = render({ title: 'A', description: 'd', jsonLd: { page: 'a' }, noindex: true });
    render({ title: 'B', description: 'd', jsonLd: { page: 'b' }, noindex: true });
    first.unmount();
    expect(JSON.parse(jsonLdScripts()[0]?.textContent ?? '')).toEqual({ page: 'b' });
    expect(named('robots')).toBe('noindex');
  });

  it('lowers the ready signal while the page waits for its data', () => {
    const { rerender } = render({ title: 't', description: 'd', ready: false });
    expect(document.documentElement.hasAttribute('data-ready')).toBe(false);
    rerender({ title: 't', description: 'd', ready: true });
    expect(document.documentElement.getAttribute('data-ready')).toBe('true');
  });
});
