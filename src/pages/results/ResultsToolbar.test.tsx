// @vitest-environment happy-dom
// happy-dom applies the stylesheets' media queries to the window's width, so the phone's compact row and the
// wide toolbar are both checked as a screen reader meets them (a control out of the layout is out of the tree).
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SortOptionId } from '@/domain/sorting';
import { renderWithProviders } from '@/test/render';
import { ResultsToolbar } from './ResultsToolbar';

const PHONE = 375;
const WIDE = 1280;

function setWidth(width: number) {
  const happy = (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } })
    .happyDOM;
  happy.setViewport({ width, height: width < 768 ? 812 : 800 });
}

afterEach(() => setWidth(1024));

async function renderToolbar({
  locale = 'en',
  filterCount = 0,
  sort = 1,
  saveSearchDisabled = false,
}: { locale?: 'en' | 'fr'; filterCount?: number; sort?: SortOptionId; saveSearchDisabled?: boolean } = {}) {
  const handlers = {
    onOpenFilters: vi.fn(),
    onSort: vi.fn(),
    onView: vi.fn(),
    onSaveSearch: vi.fn(),
  };
  const rendered = await renderWithProviders(
    <ResultsToolbar
      quick={
        <div role="group" aria-label="Quick filters">
          <button type="button">Price</button>
        </div>
      }
      filterCount={filterCount}
      sort={sort}
      view="gallery"
      saveSearchDisabled={saveSearchDisabled}
      {...handlers}
    />,
    { locale },
  );
  return { ...rendered, ...handlers };
}

/** The controls a screen reader reaches in the toolbar, of each role: all of them, and those with a name. */
function controls(container: HTMLElement) {
  const roles = ['button', 'combobox', 'group'] as const;
  const all = roles.flatMap((role) => within(container).queryAllByRole(role));
  const named = roles.flatMap((role) => within(container).queryAllByRole(role, { name: /\S/ }));
  return { all, named };
}

const NAMES = {
  en: { filters: 'All filters', filtersTwo: 'All filters (2)', save: 'Save search', sort: 'Sort by', view: 'View' },
  fr: {
    filters: 'Tous les filtres',
    filtersTwo: 'Tous les filtres (2)',
    save: 'Enregistrer la recherche',
    sort: 'Trier par',
    view: 'Affichage',
  },
} as const;
const VIEWS = { en: ['Gallery', 'Map'], fr: ['Galerie', 'Carte'] } as const;

describe('the results toolbar', () => {
  describe.each([
    ['en', PHONE],
    ['fr', PHONE],
    ['en', WIDE],
    ['fr', WIDE],
  ] as const)('in %s at %i px', (locale, width) => {
    it('offers filters, save search, sort and the view switch, each with its name', async () => {
      setWidth(width);
      const { container } = await renderToolbar({ locale, filterCount: 2 });
      const names = NAMES[locale];
      expect(screen.getByRole('button', { name: names.filtersTwo }).getAttribute('aria-haspopup')).toBe('dialog');
      expect(screen.getByRole('button', { name: names.save }).getAttribute('aria-haspopup')).toBe('dialog');
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: names.sort }).value).toBe('1');
      const view = screen.getByRole('group', { name: names.view });
      const [gallery, map] = VIEWS[locale];
      expect(within(view).getByRole('button', { name: gallery }).getAttribute('aria-pressed')).toBe('true');
      expect(within(view).getByRole('button', { name: map }).getAttribute('aria-pressed')).toBe('false');
      // No control without a name (an icon alone names nothing).
      const { all, named } = controls(container);
      expect(all.length).toBeGreaterThanOrEqual(6);
      expect(named).toEqual(all);
    });

    it('has no axe violations', async () => {
      setWidth(width);
      const { container } = await renderToolbar({ locale, filterCount: 3 });
      // Colours come from the theme's stylesheet, which tests do not load.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
    });
  });

  it('on a phone, leaves the quick filters to the filters panel and shows the count beside a short word', async () => {
    setWidth(PHONE);
    await renderToolbar({ filterCount: 2 });
    // Out of the phone's row, so out of the accessibility tree too (the panel holds price, rooms and type).
    expect(screen.queryByRole('group', { name: 'Quick filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Price' })).toBeNull();
    const filters = screen.getByRole('button', { name: 'All filters (2)' });
    expect(filters.textContent).toContain('Filters');
    expect(filters.textContent).toContain('2');
  });

  it('from tablet width, leads with the quick filters', async () => {
    setWidth(WIDE);
    await renderToolbar();
    expect(screen.getByRole('group', { name: 'Quick filters' }).isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Price' }).isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'All filters' }).isConnected).toBe(true);
  });

  it.each([PHONE, WIDE])('at %i px, every control works from the keyboard', async (width) => {
    setWidth(width);
    const { user, onOpenFilters, onSaveSearch, onSort, onView } = await renderToolbar();
    await user.tab();
    if (width === WIDE) {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Price' }));
      await user.tab();
    }
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'All filters' }));
    await user.keyboard('{Enter}');
    expect(onOpenFilters).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save search' }));
    await user.keyboard(' ');
    expect(onSaveSearch).toHaveBeenCalledTimes(1);
    await user.tab();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(document.activeElement).toBe(sort);
    await user.selectOptions(sort, '4');
    expect(onSort).toHaveBeenCalledWith(4);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Map' }));
    await user.keyboard('{Enter}');
    expect(onView).toHaveBeenCalledWith('map');
  });

  it('keeps a sort the visitor options do not list (an old link’s) selectable', async () => {
    setWidth(PHONE);
    await renderToolbar({ sort: 6 });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect((sort as HTMLSelectElement).value).toBe('6');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toContain('6');
  });

  it('disables "Save search" while there is nothing to save, still named', async () => {
    setWidth(PHONE);
    await renderToolbar({ saveSearchDisabled: true });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save search' }).disabled).toBe(true);
  });
});
