// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeover } from '@/config/takeover';
import { resolveRoute } from '@/routing/resolve';
import { RouteContext } from '@/routing/route-context';
import { SponsoredSection } from './SponsoredSection';
import { TakeoverHeaderLogo } from './TakeoverHeaderLogo';
import { TakeoverHero } from './TakeoverHero';
import { renderWithProviders } from '@/test/render';
import { TAKEOVER_OVERRIDE_KEY } from './use-takeover';

// The tests run in the demo environment (a localhost origin), where the QA preview is honoured.
async function renderAt(
  ui: ReactElement,
  { path = '/', search = '', locale = 'en' }: { path?: string; search?: string; locale?: 'en' | 'fr' } = {},
) {
  const route = { ...resolveRoute(path, search), pathname: path, search, navigate: vi.fn() };
  return renderWithProviders(<RouteContext value={route}>{ui}</RouteContext>, { locale });
}

function Home() {
  return (
    <TakeoverHero>
      <h1>Home</h1>
      <SponsoredSection />
    </TakeoverHero>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the sponsor takeover', () => {
  it('shows nothing outside its window', async () => {
    vi.setSystemTime(new Date(2025, 3, 16, 9));
    const { container } = await renderAt(
      <>
        <TakeoverHeaderLogo />
        <Home />
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Sponsored')).toBeNull();
    expect(container.querySelector('[data-takeover]')).toBeNull();
    // Without the takeover the page is rendered as is, with no wrapper around it.
    expect(container.firstElementChild?.tagName).toBe('H1');
  });

  it('puts the sponsor’s logo in the header in its window: a named link with the mark and the full logo', async () => {
    vi.setSystemTime(new Date(2025, 2, 10, 0, 1));
    await renderAt(<TakeoverHeaderLogo />);
    const link = screen.getByRole('link', { name: 'Presented by Maple Mortgage Co.' });
    expect(link.getAttribute('href')).toBe(takeover.headerLogo.href);
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    const img = within(link).getByRole('img');
    expect(img.getAttribute('src')).toBe('/takeover/logo-mobile.svg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['32', '32']);
    const source = link.querySelector('picture source')!;
    expect(source.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source.getAttribute('srcset')).toBe('/takeover/logo-desktop.svg');
    expect([source.getAttribute('width'), source.getAttribute('height')]).toEqual(['160', '32']);
  });

  it('wraps the home page in the sponsor’s skin and shows the labelled sponsored section, in French', async () => {
    vi.setSystemTime(new Date(2025, 3, 15, 23, 59));
    const { container } = await renderAt(<Home />, { path: '/fr', locale: 'fr' });
    expect(container.querySelector('[data-takeover="skin"]')).not.toBeNull();
    const section = screen.getByRole('region', { name: 'Déménagez ce printemps en toute confiance' });
    within(section).getByText('Commandité');
    within(section).getByText(/^Maple Mortgage Co\. peut préapprouver/);
    const cta = within(section).getByRole('link', {
      name: 'Obtenez votre préapprobation auprès de Maple Mortgage Co.',
    });
    expect(cta.getAttribute('href')).toBe(takeover.sponsoredSection.href);
  });

  it('passes axe with the logo, the skin and the sponsored section', async () => {
    vi.setSystemTime(new Date(2025, 2, 20));
    const { container } = await renderAt(
      <>
        <header>
          <TakeoverHeaderLogo />
        </header>
        <main>
          <Home />
        </main>
      </>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('?takeover=preview shows it outside the window and keeps it for the tab; ?takeover=off hides it', async () => {
    vi.setSystemTime(new Date(2025, 7, 1));
    const first = await renderAt(<TakeoverHeaderLogo />, { search: '?takeover=preview' });
    screen.getByRole('link', { name: 'Presented by Maple Mortgage Co.' });
    expect(sessionStorage.getItem(TAKEOVER_OVERRIDE_KEY)).toBe('preview');
    first.unmount();

    const next = await renderAt(<TakeoverHeaderLogo />, { path: '/find-real-estate' });
    screen.getByRole('link', { name: 'Presented by Maple Mortgage Co.' });
    next.unmount();

    vi.setSystemTime(new Date(2025, 2, 20));
    await renderAt(<SponsoredSection />, { search: '?takeover=off' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(sessionStorage.getItem(TAKEOVER_OVERRIDE_KEY)).toBe('off');
  });
});
