import type { VisualTheme } from '@/config/brand';
import { BREAKPOINTS, type Breakpoint } from '@/domain/constants';

const up = (bp: Breakpoint) => `@media (min-width: ${BREAKPOINTS[bp]}px)`;

// Colours and type families live in /css/{theme}.css (light and dark); the theme refers to them, so a
// colour-mode switch is one attribute on <html> and never re-renders React.
const colors = {
  bg: 'var(--c-bg)',
  surface: 'var(--c-surface)',
  surfaceAlt: 'var(--c-surface-alt)',
  text: 'var(--c-text)',
  textMuted: 'var(--c-text-muted)',
  border: 'var(--c-border)',
  accent: 'var(--c-accent)',
  accentHover: 'var(--c-accent-hover)',
  onAccent: 'var(--c-on-accent)',
  highlight: 'var(--c-highlight)',
  focus: 'var(--c-focus)',
  danger: 'var(--c-danger)',
  // The theme stylesheets have no success colour yet; this fallback keeps AA contrast in both modes.
  success: 'var(--c-success, light-dark(#1d6b3f, #8fd6a6))',
  heroInk: 'var(--c-hero-ink)',
  heroScrim: 'var(--c-hero-scrim)',
  footerBg: 'var(--c-footer-bg)',
  footerText: 'var(--c-footer-text)',
} as const;

export interface AppTheme {
  name: VisualTheme;
  colors: typeof colors;
  fonts: { body: string; heading: string };
  /** The 4 px spacing scale: space(4) is 16px. */
  space: (steps: number) => string;
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { card: string; raised: string };
  /** Fluid type scale between the mobile and wide breakpoints. */
  fontSizes: { sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
  media: Record<Exclude<Breakpoint, 'mobile'>, string>;
}

export function makeTheme(name: VisualTheme): AppTheme {
  return {
    name,
    colors,
    fonts: { body: 'var(--font-body)', heading: 'var(--font-heading)' },
    space: (steps) => `${steps * 4}px`,
    radii: { sm: 'var(--radius-sm)', md: 'var(--radius-md)', lg: 'var(--radius-lg)', pill: '999px' },
    shadows: { card: 'var(--shadow-card)', raised: 'var(--shadow-raised)' },
    fontSizes: {
      sm: '0.875rem',
      md: '1rem',
      lg: 'clamp(1.125rem, 1.05rem + 0.3vw, 1.3rem)',
      xl: 'clamp(1.35rem, 1.2rem + 0.6vw, 1.75rem)',
      xxl: 'clamp(1.75rem, 1.4rem + 1.4vw, 2.6rem)',
      display: 'clamp(2.1rem, 1.5rem + 2.6vw, 3.75rem)',
    },
    media: { tablet: up('tablet'), laptop: up('laptop'), desktop: up('desktop'), wide: up('wide') },
  };
}

export const THEMES: Record<VisualTheme, AppTheme> = {
  standard: makeTheme('standard'),
  collection: makeTheme('collection'),
  commercial: makeTheme('commercial'),
};
