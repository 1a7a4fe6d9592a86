// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/api/contract/content';
import { createDataset } from '@/mocks/dataset';
import { cardImage, cmsText, excerptText, isExternalUrl, postDate, safeHttpUrl, safeImageUrl } from './blog-card-parts';

describe('CMS text for cards', () => {
  it('decodes entities and drops tags, scripts with their content, and event handlers', () => {
    expect(cmsText('Buyer&#8217;s guide &amp; checklist')).toBe('Buyer’s guide & checklist');
    expect(cmsText('<p>Prix &laquo;&nbsp;juste&nbsp;&raquo;</p>')).toBe('Prix « juste »');
    expect(cmsText('Hi<script>alert(1)</script> <img src=x onerror="alert(2)">there')).toBe('Hi there');
    // Encoded markup stays text: decoding it does not turn it back into elements.
    expect(cmsText('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>');
    expect(cmsText(undefined)).toBe('');
    expect(cmsText(null)).toBe('');
  });

  it('shortens excerpts at a word and turns WordPress’s […] into an ellipsis', () => {
    expect(excerptText('<p>Light, space and smell [&hellip;]</p>')).toBe('Light, space and smell…');
    expect(excerptText('<p>Short one.</p>')).toBe('Short one.');
    const long = excerptText(`<p>${'word '.repeat(60)}</p>`, 40);
    expect(long.length).toBeLessThanOrEqual(41);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('links and image URLs', () => {
  it('keeps only absolute http(s) links', () => {
    expect(safeHttpUrl('https://blog.foyer.example/fr/guide/')).toBe('https://blog.foyer.example/fr/guide/');
    expect(safeHttpUrl(' http://example.com/a ')).toBe('http://example.com/a');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relative/path',
      '//evil.example/x',
      'not a url',
      '',
      null,
      42,
    ]) {
      expect(safeHttpUrl(bad), String(bad)).toBeNull();
    }
  });

  it('accepts site paths and http(s) for images, nothing else', () => {
    expect(safeImageUrl('/api/v1/photos/blog/3.svg?w=300&h=200')).toBe('/api/v1/photos/blog/3.svg?w=300&h=200');
    expect(safeImageUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(safeImageUrl('//cdn.example/a.jpg')).toBeNull();
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeImageUrl('/a b.jpg')).toBeNull();
  });

  it('tells external links from this site’s', () => {
    expect(isExternalUrl('https://blog.foyer.example/x/', 'https://www.foyer.example')).toBe(true);
    expect(isExternalUrl('https://www.foyer.example/x', 'https://www.foyer.example')).toBe(false);
  });
});

describe('card images', () => {
  const post = createDataset().blog.find((p) => p.lang === 'fr')!;

  it('builds a srcset of the sizes of the same shape (not the square thumbnail), with the intrinsic size', () => {
    const sizes = post.better_featured_image.media_details.sizes;
    const image = cardImage(post)!;
    expect(image.src).toBe(sizes.medium.source_url);
    expect([image.width, image.height]).toEqual([sizes.medium.width, sizes.medium.height]);
    expect(image.srcSet).toBe(
      [sizes.medium, sizes.large, sizes.full].map((s) => `${s.source_url} ${s.width}w`).join(', '),
    );
    expect(image.srcSet).not.toContain(sizes.thumbnail.source_url);
    expect(image.alt).toBe(post.better_featured_image.alt_text);
    expect(image.alt.startsWith('Illustration : ')).toBe(true);
  });

  it('has no image when the CMS sent none or only unusable ones', () => {
    const without = { better_featured_image: null } as unknown as BlogPost;
    expect(cardImage(without)).toBeNull();
    const hostile = {
      better_featured_image: {
        alt_text: '<img src=x onerror=alert(1)>Roof',
        media_details: {
          sizes: {
            medium: { source_url: 'javascript:alert(1)', width: 300, height: 200 },
            large: { source_url: 'https://cdn.example/a,b.jpg', width: 1024, height: 683 },
            full: { source_url: '/x.jpg', width: 0, height: 0 },
          },
        },
      },
    } as unknown as BlogPost;
    const image = cardImage(hostile)!;
    expect(image.src).toBe('https://cdn.example/a,b.jpg');
    expect(image.srcSet).toBe('https://cdn.example/a%2Cb.jpg 1024w');
    expect(image.alt).toBe('Roof');
  });
});

describe('post dates', () => {
  it('reads WordPress dates without a zone as that day, and refuses garbage', () => {
    expect(postDate('2026-11-20T08:15:00')?.toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(postDate('2026-11-20T23:59:00')?.toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(postDate('2026-11-20T10:00:00Z')?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(postDate('yesterday')).toBeNull();
    expect(postDate('2026-13-45')).toBeNull();
    expect(postDate(undefined)).toBeNull();
  });
});
