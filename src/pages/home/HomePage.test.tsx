// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '@/api/contract/content';
import { loadMessages } from '@/i18n/locale';
import { createDataset } from '@/mocks/dataset';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';

const posts = createDataset().blog;

/** The links of the posts the demo API answers for these tags, in its order (newest first). */
const linksFor = (lang: 'en' | 'fr', tags: readonly string[], count = 3) =>
  posts
    .filter((p) => p.lang === lang && tags.some((t) => p.tags.includes(t)))
    .slice(0, count)
    .map((p) => p.link);

beforeAll(async () => {
  await loadMessages('en', 'nav');
});

async function renderHome(route: string) {
  const view = await renderWithProviders(undefined, { route });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return view;
}

async function cardsOf(name: string) {
  const section = await screen.findByRole('region', { name });
  await waitFor(() => expect(section.getAttribute('aria-busy')).toBeNull());
  expect(section.matches('section[data-blog-cards]')).toBe(true);
  return within(section)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
}

describe('the home pages’ blog and news rows, against the demo API', () => {
  it('residential (en): the three CMS home-page slots and the news, three cards each, below the other sections', async () => {
    const { container } = await renderHome('/');
    expect(await cardsOf('Guides for buyers and renters')).toEqual(linksFor('en', ['cms-homepage-1']));
    expect(await cardsOf('Planning your next move')).toEqual(linksFor('en', ['cms-homepage-2']));
    expect(await cardsOf('Selling and market insight')).toEqual(linksFor('en', ['cms-homepage-3']));
    expect(await cardsOf('Real estate news')).toEqual(linksFor('en', ['cms-homepage-news']));
    const rows = [...container.querySelectorAll('section[data-blog-cards]')];
    expect(rows.map((r) => r.querySelectorAll('li a[href]').length)).toEqual([3, 3, 3, 3]);
    expect(rows[3]!.getAttribute('data-blog-cards')).toBe('news');
    // Every card image is lazy, sized and described; none sits in the hero.
    const images = container.querySelectorAll<HTMLImageElement>('section[data-blog-cards] img');
    expect(images).toHaveLength(12);
    for (const img of images) {
      expect(img.matches('img[srcset][sizes][alt][width][height][loading="lazy"]')).toBe(true);
    }
    expect(container.querySelector('#home-title')!.closest('section')!.querySelector('[data-blog-cards]')).toBeNull();
    // The rows come after the page's own sections, before "Why people search with Foyer".
    const why = screen.getByRole('heading', { level: 2, name: 'Why people search with Foyer' });
    expect(rows[3]!.compareDocumentPosition(why) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('commercial (fr): the commercial tips in one row, then the news, in French', async () => {
    await renderHome('/fr/commercial');
    expect(await cardsOf('Conseils pour les entreprises et les investisseurs')).toEqual(
      linksFor('fr', ['buying-tips-commercial', 'selling-tips-commercial', 'reports-tips-commercial']),
    );
    expect(await cardsOf('Actualités immobilières')).toEqual(linksFor('fr', ['cms-homepage-news']));
    expect(screen.queryByRole('region', { name: 'Guides pour acheteurs et locataires' })).toBeNull();
  });

  it('luxury (en): buying and selling advice, then the news', async () => {
    await renderHome('/luxury');
    expect(await cardsOf('Advice for buyers and sellers')).toEqual(
      linksFor('en', ['buying-tips-residential', 'selling-tips-residential']),
    );
    expect(await cardsOf('Real estate news')).toEqual(linksFor('en', ['cms-homepage-news']));
  });

  it('leaves the rows out when the blog is down, and the rest of the home page stands', async () => {
    let calls = 0;
    const refuse = () => {
      calls += 1;
      return HttpResponse.json({ errors: ['Bad request'] }, { status: 400 });
    };
    server.use(http.get('*/api/v1/blog/posts', refuse), http.get('*/api/v1/news/posts', refuse));
    const { container } = await renderHome('/');
    // Three blog rows and the news row asked, and were refused.
    await waitFor(() => expect(calls).toBe(4));
    await waitFor(() => expect(container.querySelector('[data-blog-cards]')).toBeNull());
    screen.getByRole('heading', { level: 2, name: 'Popular searches' });
    screen.getByRole('heading', { level: 2, name: 'Why people search with Foyer' });
  });

  it('the header’s News panel shows the newest news post as text and vetted URLs only', async () => {
    const base = posts.find((p) => p.lang === 'en' && p.tags.includes('cms-homepage-news'))!;
    let answer: BlogPost = {
      ...base,
      title: { rendered: 'Market&#8217;s <img src=x onerror="window.__pwned=1">turn<script>window.__pwned=2</script>' },
      excerpt: { rendered: '<p>Read <a href="javascript:alert(1)">more</a></p>' },
      better_featured_image: {
        ...base.better_featured_image,
        media_details: {
          sizes: {
            ...base.better_featured_image.media_details.sizes,
            medium: { source_url: 'javascript:alert(1)', width: 300, height: 200 },
          },
        },
      },
    };
    let menuCalls = 0;
    server.use(
      http.get('*/api/v1/news/posts', ({ request }) => {
        if (new URL(request.url).searchParams.get('count') === '1') menuCalls += 1;
        return HttpResponse.json({ data: [answer] });
      }),
    );
    const { user, unmount } = await renderHome('/');
    const nav = document.querySelector<HTMLElement>('header nav[aria-label="Main menu"]')!;
    await user.click(within(nav).getByRole('button', { name: 'News', hidden: true }));
    const menu = await within(nav).findByRole('menu', { name: 'News', hidden: true });
    const card = await within(menu).findByRole('menuitem', { name: /Market’s turn/, hidden: true }, { timeout: 5000 });
    expect(card.getAttribute('href')).toBe(base.link);
    expect(card.querySelector('em')!.textContent).toBe('Market’s turn');
    expect(card.querySelector('img')!.getAttribute('src')).toBe(
      base.better_featured_image.media_details.sizes.large.source_url,
    );
    expect(menu.querySelector('script, [onerror], a[href^="javascript:"], [src^="javascript:"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    unmount();

    // A post whose link is not http(s) is not shown at all.
    answer = { ...base, link: 'javascript:alert(document.cookie)' };
    const second = await renderHome('/');
    const nav2 = document.querySelector<HTMLElement>('header nav[aria-label="Main menu"]')!;
    await second.user.click(within(nav2).getByRole('button', { name: 'News', hidden: true }));
    const menu2 = await within(nav2).findByRole('menu', { name: 'News', hidden: true });
    await waitFor(() => expect(menuCalls).toBe(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(menu2.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(within(menu2).queryByRole('menuitem', { name: new RegExp(base.title.rendered), hidden: true })).toBeNull();
  });
});
