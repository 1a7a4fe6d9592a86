import { beforeEach, describe, expect, it } from 'vitest';
import type { BlogPost } from '@/api/contract/content';
import { API, callPath } from '@/api/contract/paths';
import { BLOG_COUNT, BLOG_ROWS } from '@/pages/home/HomeBlog';
import type { SiteCategory } from '@/routing/route-table';
import { createDb } from '../db';
import { createHandlers } from '../handlers';
import { server } from '../node';
import { CMS_TAGS, generateBlog } from './blog';

const ORIGIN = 'http://demo.test';
const db = createDb({ listings: 200, today: Date.UTC(2026, 3, 1) });
const posts = generateBlog(Date.UTC(2026, 3, 1));
const LANGS = ['en', 'fr'] as const;
const SLOTS = ['cms-homepage-1', 'cms-homepage-2', 'cms-homepage-3'];
/** A post's own topic: every CMS tag but the home page's slots and the listing page's. */
const TOPICS: readonly string[] = CMS_TAGS.filter((t) => !SLOTS.includes(t) && t !== 'cms-listing-details-TD');

beforeEach(() => {
  server.use(...createHandlers(db));
});

/** The posts a row's call answers, as the home page asks for them (`source` picks the blog or the news). */
async function rowPosts(tags: readonly string[], source: 'blog' | 'news', lang: string, count: number) {
  const query = new URLSearchParams({ tagNames: tags.join(','), count: String(count), lang });
  const response = await fetch(`${ORIGIN}${callPath(source === 'news' ? API.news : API.blog)}?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: BlogPost[] }).data;
}

describe('the demo blog', () => {
  it('gives each post one topic and at most one home-page slot, and a news post none', () => {
    for (const post of posts) {
      expect(
        post.tags.every((t) => (CMS_TAGS as readonly string[]).includes(t)),
        post.title.rendered,
      ).toBe(true);
      expect(
        post.tags.filter((t) => TOPICS.includes(t)),
        post.title.rendered,
      ).toHaveLength(1);
      const slots = post.tags.filter((t) => SLOTS.includes(t));
      expect(slots.length, post.title.rendered).toBeLessThanOrEqual(post.tags.includes('cms-homepage-news') ? 0 : 1);
    }
  });

  it('files a post and its translation under the same topic and slot', () => {
    // The French list has no Halifax snapshot: every other post has its counterpart, in the same order.
    const filed = (lang: string) =>
      posts
        .filter((p) => p.lang === lang && !p.slug.startsWith('halifax'))
        .map((p) => p.tags.filter((t) => TOPICS.includes(t) || SLOTS.includes(t)).join(' '));
    expect(filed('fr')).toEqual(filed('en'));
  });

  it('never shows a post twice on a home page, and fills every row, in both languages', async () => {
    for (const category of Object.keys(BLOG_ROWS) as SiteCategory[]) {
      for (const lang of LANGS) {
        const rows = BLOG_ROWS[category];
        // As the page asks (three cards a row), and all of each row's posts: no two rows share one.
        const shown = await Promise.all(rows.map((r) => rowPosts(r.tags, r.source, lang, BLOG_COUNT)));
        const ids = shown.flat().map((p) => p.id);
        expect(new Set(ids).size, `${category} ${lang}`).toBe(ids.length);
        for (const row of shown) expect(row, `${category} ${lang}`).toHaveLength(BLOG_COUNT);
        const every = await Promise.all(rows.map((r) => rowPosts(r.tags, r.source, lang, 50)));
        const all = every.flat().map((p) => p.id);
        expect(new Set(all).size, `${category} ${lang}`).toBe(all.length);
      }
    }
  });
});
