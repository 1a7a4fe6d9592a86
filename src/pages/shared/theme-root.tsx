import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { brand, type VisualTheme } from '@/config/brand';
import { selectColourMode, type ColourMode } from '@/features/preferences/preferences-slice';
import { THEME_OF_CATEGORY, type SiteCategory } from '@/domain/site';
import { GlobalStyle } from '@/ui/GlobalStyle';
import { THEMES } from '@/ui/theme';
import { useAppSelector } from '@/app/hooks';

/**
 * Swaps the theme stylesheet in place; resolves once the new one applies, so nothing flashes unstyled. The
 * build's pages carry the first theme's inline, as a style element that names its address (`data-href`).
 */
export function ensureThemeStylesheet(theme: VisualTheme): Promise<void> {
  const href = brand.stylesheet(theme);
  const current = document.head.querySelector<HTMLElement>('[data-theme-stylesheet]');
  if ((current?.getAttribute('href') ?? current?.dataset.href) === href) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.themeStylesheet = theme;
    const done = () => {
      if (current && current !== link) current.remove();
      resolve();
    };
    link.addEventListener('load', done);
    link.addEventListener('error', done);
    if (current) current.after(link);
    else document.head.append(link);
  });
}

export function resolveColourMode(mode: ColourMode, prefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

export function applyColourMode(mode: ColourMode): () => void {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    document.documentElement.dataset.colorMode = resolveColourMode(mode, query.matches);
  };
  apply();
  if (mode !== 'system') return () => undefined;
  query.addEventListener('change', apply);
  return () => query.removeEventListener('change', apply);
}

export function ThemeRoot({ category, children }: { category: SiteCategory; children: ReactNode }) {
  const theme = THEME_OF_CATEGORY[category];
  const colourMode = useAppSelector(selectColourMode);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    void ensureThemeStylesheet(theme);
  }, [theme]);

  useEffect(() => applyColourMode(colourMode), [colourMode]);

  return (
    <ThemeProvider theme={THEMES[theme]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
