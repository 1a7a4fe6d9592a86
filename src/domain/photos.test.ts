import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_WIDTH, IMAGE_MIN_WIDTH } from './constants';
import { PHOTO_WIDTHS, THUMBNAIL_WIDTHS, photoSrcSet, photoUrl } from './photos';

describe('photo widths', () => {
  it('stay within spec §9’s 140–2160, ascending, from the smallest to the largest', () => {
    for (const widths of [PHOTO_WIDTHS, THUMBNAIL_WIDTHS]) {
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
      expect(Math.min(...widths)).toBe(IMAGE_MIN_WIDTH);
      expect(Math.max(...widths)).toBeLessThanOrEqual(IMAGE_MAX_WIDTH);
    }
    expect(PHOTO_WIDTHS.at(-1)).toBe(IMAGE_MAX_WIDTH);
  });
});

describe('photoUrl', () => {
  it('adds the width as a w query parameter', () => {
    expect(photoUrl('/api/v1/photos/L1/0.svg', 640)).toBe('/api/v1/photos/L1/0.svg?w=640');
  });

  it('keeps other parameters and the fragment, and replaces a width already there', () => {
    expect(photoUrl('https://cdn.example.ca/p.jpg?q=60&w=99#x', 828)).toBe('https://cdn.example.ca/p.jpg?q=60&w=828#x');
    expect(photoUrl('/p.jpg?width=3', 320)).toBe('/p.jpg?width=3&w=320');
  });

  it('clamps to 140–2160 and rounds', () => {
    expect(photoUrl('/p.jpg', 20)).toBe('/p.jpg?w=140');
    expect(photoUrl('/p.jpg', 4000)).toBe('/p.jpg?w=2160');
    expect(photoUrl('/p.jpg', 479.6)).toBe('/p.jpg?w=480');
  });

  it('leaves inline images alone', () => {
    expect(photoUrl('data:image/svg+xml,%3Csvg/%3E', 640)).toBe('data:image/svg+xml,%3Csvg/%3E');
  });
});

describe('photoSrcSet', () => {
  it('offers the photo at every width', () => {
    expect(photoSrcSet('/api/v1/photos/L1/3.svg')).toBe(
      [140, 320, 480, 640, 828, 1080, 1280, 1600, 2160].map((w) => `/api/v1/photos/L1/3.svg?w=${w} ${w}w`).join(', '),
    );
  });

  it('takes other widths, sorted, clamped and without repeats', () => {
    expect(photoSrcSet('/t.svg', [320, 140, 100, 320])).toBe('/t.svg?w=140 140w, /t.svg?w=320 320w');
    expect(photoSrcSet('/t.svg', THUMBNAIL_WIDTHS)).toBe('/t.svg?w=140 140w, /t.svg?w=320 320w');
  });

  it('is empty for an image that cannot be resized', () => {
    expect(photoSrcSet('blob:https://foyer.ca/1234')).toBe('');
  });
});
