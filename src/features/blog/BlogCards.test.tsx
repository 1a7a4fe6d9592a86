// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/test/stores';
import { retryTiming } from '@/api/base-api';
import type { BlogPost } from '@/api/contract/content';
import { createDataset } from '@/mocks/dataset';
import { server } from '@/mocks/node';
import { resolveRoute } from '@/routing/resolve';
import { RouteContext } from '@/routing/route-context';
import { renderWithProviders } from '@/test/render';
import { BLOG_IMAGE_SIZES, BlogCards, type BlogCardsProps } from './BlogCards';

const posts = createDataset().blog;

/** The posts the demo API answers for a tag, in its order (newest first). */
const expected = (lang: 'en' | 'fr', tag: string, count: number) =>
  posts.filter((p) => p.lang === lang && p.tags.includes(tag)).slice(0, count);

async function renderCards(props: Partial<BlogCardsProps> = {}, locale: 'en' | 'fr' = 'en') {
  const path = locale === 'fr' ? '/fr' : '/';
  const route = { ...resolveRoute(path, ''), pathname: path, search: '', navigate: vi.fn() };
  return renderWithProviders(
    <Provider store={makeStore()}>
      <RouteContext value={route}>
        <main>
          <p>Rest of the page</p>
          <BlogCards tags={['cms-homepage-1']} count={3} heading="From the blog" {...props} />
        </main>
      </RouteContext>
    </Provider>,
    { locale },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('blog cards against the demo API', () => {
  it('shows the posts of a tag in English: sized responsive images with alt text, titles linking to the posts', async () => {
    const want = expected('en', 'cms-homepage-1', 3);
    expect(want).toHaveLength(3);
    const { container } = await renderCards();
    const section = screen.getByRole('region', { name: 'From the blog' });
    expect(section.matches('section[data-blog-cards]')).toBe(true);
    // While loading, the space is held by skeletons and the section says it is busy.
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelectorAll('li')).toHaveLength(3);

    await waitFor(() => expect(section.getAttribute('aria-busy')).toBeNull());
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('From the blog');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    items.forEach((item, i) => {
      const post = want[i]!;
      const link = within(item).getByRole('link');
      expect(link.getAttribute('href')).toBe(post.link);
      expect(link.textContent).toBe(`${post.title.rendered} (on the Foyer blog)`);
      expect(within(item).getByRole('heading', { level: 3 }).contains(link)).toBe(true);
      within(item).getByText(post.excerpt.rendered.replace(/<\/?p>/g, ''));
      const img = within(item).getByRole('img');
      const { medium, large, full, thumbnail } = post.better_featured_image.media_details.sizes;
      expect(img.getAttribute('alt')).toBe(post.better_featured_image.alt_text);
      expect(img.getAttribute('src')).toBe(medium.source_url);
      expect(img.getAttribute('srcset')).toBe(
        `${medium.source_url} 300w, ${large.source_url} 1024w, ${full.source_url} 1600w`,
      );
      expect(img.getAttribute('srcset')).not.toContain(thumbnail.source_url);
      expect(img.getAttribute('sizes')).toBe(BLOG_IMAGE_SIZES);
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '200']);
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(item.querySelector('time')?.getAttribute('datetime')).toBe(post.date.slice(0, 10));
    });
    expect(container.querySelectorAll('section[data-blog-cards] li a[href]')).toHaveLength(3);
    expect(container.querySelectorAll('img[srcset][sizes][alt]')).toHaveLength(3);
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('shows French posts in French, with the date and the hint in French, and h3 headings when asked', async () => {
    const want = expected('fr', 'cms-homeEstimator', 3);
    expect(want.length).toBeGreaterThan(0);
    await renderCards({ tags: ['cms-homeEstimator'], heading: 'Nos conseils', headingLevel: 3 }, 'fr');
    const section = screen.getByRole('region', { name: 'Nos conseils' });
    await waitFor(() => expect(section.getAttribute('aria-busy')).toBeNull());
    within(section).getByRole('heading', { level: 3, name: 'Nos conseils' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(want.map((p) => p.link));
    expect(links[0]!.textContent).toBe(`${want[0]!.title.rendered} (sur le blogue de Foyer)`);
    expect(links[0]!.closest('h4')).not.toBeNull();
    const img = within(section).getAllByRole('img')[0]!;
    expect(img.getAttribute('alt')).toBe(want[0]!.better_featured_image.alt_text);
    expect(img.getAttribute('alt')).toMatch(/^Illustration : /);
    const day = new Date(`${want[0]!.date.slice(0, 10)}T12:00:00Z`);
    const frDate = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
    expect(section.querySelector('time')?.textContent).toBe(frDate);
  });

  it('shows the news call’s posts when the source is news', async () => {
    const want = expected('en', 'cms-homepage-news', 2);
    await renderCards({ tags: ['cms-homepage-news'], count: 2, heading: 'News', source: 'news' });
    const section = screen.getByRole('region', { name: 'News' });
    expect(section.getAttribute('data-blog-cards')).toBe('news');
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(2));
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(want.map((p) => p.link));
  });

  it('never lets hostile CMS HTML reach the DOM as markup, and drops posts whose link is not http(s)', async () => {
    const base = expected('en', 'cms-homepage-1', 1)[0]!;
    const hostile: BlogPost[] = [
      {
        ...base,
        id: 9001,
        title: {
          rendered: 'Buyer&#8217;s <script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2">guide',
        },
        excerpt: {
          rendered:
            '<p>Read <a href="javascript:alert(1)">this</a> now<iframe src="https://evil.example"></iframe> &amp; more <svg onload="window.__pwned=3"></svg>[&hellip;]</p>',
        },
        link: 'https://blog.foyer.example/buyers-guide/',
        better_featured_image: {
          alt_text: '<b onmouseover="window.__pwned=4">Front door</b>',
          media_details: {
            sizes: {
              ...base.better_featured_image.media_details.sizes,
              medium: { source_url: 'javascript:alert(1)', width: 300, height: 200 },
            },
          },
        },
      },
      { ...base, id: 9002, title: { rendered: 'Click me' }, link: 'javascript:alert(document.cookie)' },
      { ...base, id: 9003, title: { rendered: 'Data' }, link: 'data:text/html,<script>alert(1)</script>' },
    ];
    server.use(http.get('*/api/v1/blog/posts', () => HttpResponse.json({ data: hostile })));
    const { container } = await renderCards();
    const section = screen.getByRole('region', { name: 'From the blog' });
    await waitFor(() => expect(section.getAttribute('aria-busy')).toBeNull());
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const link = within(items[0]!).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://blog.foyer.example/buyers-guide/');
    expect(link.textContent).toBe('Buyer’s guide (on the Foyer blog)');
    within(items[0]!).getByText('Read this now & more…');
    expect(container.querySelector('script, iframe, svg, [onerror], [onload], [onmouseover]')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelector('[href^="javascript:"], [src^="javascript:"], [srcset*="javascript:"]')).toBeNull();
    const img = within(items[0]!).getByRole('img');
    expect(img.getAttribute('alt')).toBe('Front door');
    expect(img.getAttribute('src')).toBe(base.better_featured_image.media_details.sizes.large.source_url);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('leaves the section out, and the page standing, when the call fails or finds nothing', async () => {
    vi.spyOn(retryTiming, 'wait').mockReturnValue(0);
    server.use(http.get('*/api/v1/blog/posts', () => HttpResponse.json({ errors: ['Down'] }, { status: 503 })));
    const failed = await renderCards();
    await waitFor(() => expect(failed.container.querySelector('[data-blog-cards]')).toBeNull());
    screen.getByText('Rest of the page');
    failed.unmount();

    server.use(http.get('*/api/v1/blog/posts', () => HttpResponse.json({ data: [] })));
    const empty = await renderCards();
    await waitFor(() => expect(empty.container.querySelector('[data-blog-cards]')).toBeNull());
    screen.getByText('Rest of the page');
    empty.unmount();

    server.use(http.get('*/api/v1/blog/posts', () => HttpResponse.json({ data: [null, 42, { id: 1 }] })));
    const garbage = await renderCards();
    await waitFor(() => expect(garbage.container.querySelector('[data-blog-cards]')).toBeNull());
    screen.getByText('Rest of the page');
    garbage.unmount();

    server.use(http.get('*/api/v1/blog/posts', () => HttpResponse.error()));
    const offline = await renderCards();
    await waitFor(() => expect(offline.container.querySelector('[data-blog-cards]')).toBeNull());
    screen.getByText('Rest of the page');
  });

  it('shows no broken image for a post without one', async () => {
    const base = expected('en', 'cms-homepage-1', 1)[0]!;
    const bare = { ...base, better_featured_image: null } as unknown as BlogPost;
    server.use(http.get('*/api/v1/blog/posts', () => HttpResponse.json({ data: [bare] })));
    await renderCards();
    const section = screen.getByRole('region', { name: 'From the blog' });
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(1));
    expect(section.querySelector('img')).toBeNull();
  });
});
