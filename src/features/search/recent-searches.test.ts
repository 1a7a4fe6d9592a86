// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY, readRecentSearches, rememberSearch } from './recent-searches';

const plant = (value: unknown) => localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(value));

afterEach(() => localStorage.clear());

describe('recent searches read back from storage', () => {
  it('keeps paths of this site, with their query', () => {
    const good = [
      { label: 'Toronto', url: '/on/toronto-real-estate' },
      { label: 'condo', url: '/fr/find-real-estate?keywords=condo&rentalsOnly=true' },
    ];
    plant(good);
    expect(readRecentSearches()).toEqual(good);
  });

  it('drops any value that is not a path of this site of sane length, or not a search at all', () => {
    const hostile = [
      'https://evil.example',
      'http://evil.example/on/toronto-real-estate',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /on/toronto-real-estate',
      'on/toronto-real-estate',
      '',
      `/${'a'.repeat(10_000)}`,
    ];
    plant([
      ...hostile.map((url) => ({ label: 'Toronto', url })),
      { label: 'x'.repeat(10_000), url: '/on/toronto-real-estate' },
      { label: '', url: '/on/toronto-real-estate' },
      { label: 42, url: '/on/toronto-real-estate' },
      { label: 'Toronto', url: ['/on/toronto-real-estate'] },
      { label: 'Toronto' },
      null,
      42,
      '/on/toronto-real-estate',
      [],
      { label: 'Ottawa', url: '/on/ottawa-real-estate', extra: '<script>' },
    ]);
    expect(readRecentSearches()).toEqual([{ label: 'Ottawa', url: '/on/ottawa-real-estate' }]);
  });

  it('reads non-list JSON, and text that is not JSON, as no recent searches', () => {
    for (const value of ['{"label":"x","url":"/"}', '"https://evil.example"', '42', 'null', 'true', '{']) {
      localStorage.setItem(RECENT_SEARCHES_KEY, value);
      expect(readRecentSearches(), value).toEqual([]);
    }
  });

  it('never remembers a search it would not read back', () => {
    rememberSearch({ label: 'Evil', url: '//evil.example' });
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    rememberSearch({ label: 'Toronto', url: '/on/toronto-real-estate' });
    expect(readRecentSearches()).toEqual([{ label: 'Toronto', url: '/on/toronto-real-estate' }]);
  });
});
