// The brand is configuration: a white-label deployment changes this module and the theme stylesheets only.
import type { VisualTheme } from '@/domain/site';

export type { VisualTheme };

export interface BrandLogo {
  /** For light backgrounds. */
  light: string;
  /** For dark backgrounds. */
  dark: string;
  /** Intrinsic width at a height of 32 px, so the header reserves the logo's space before it loads. */
  width: number;
}

export interface Brand {
  name: string;
  shortName: string;
  /** Shown after the name in the luxury and commercial headers. */
  categoryNames: { collection: string; commercial: string };
  logos: Record<VisualTheme, BrandLogo>;
  /** Theme stylesheets carry each theme's colours (light and dark) and type. */
  stylesheet: (theme: VisualTheme) => string;
  quebecSiteUrl: string;
  /** The partner site for Quebec listings, by name, and its logo (spec §2.6 Quebec modal). */
  quebecSiteName: string;
  quebecLogo: string;
  legalName: string;
  /**
   * Spec §2.5: affiliate logos in the wide header and the phone drawer (the networks the brand belongs to).
   * `name` is the accessible name of the logo (a proper noun, the same in both languages).
   */
  affiliates: readonly { id: string; name: string; logo: string; url: string; width: number }[];
  /** The brand's blog and news site, per language (the News menu and its links). */
  blogUrl: Readonly<Record<'en' | 'fr', string>>;
  /** The brand's global network site (the commercial "global" link). */
  globalSiteUrl: Readonly<Record<'en' | 'fr', string>>;
  /** Where the footer pages send privacy, accessibility, fraud and legal questions. */
  contacts: Readonly<Record<'privacy' | 'accessibility' | 'fraud' | 'legal', string>>;
}

export const brand: Brand = {
  name: 'Foyer',
  shortName: 'foyer',
  categoryNames: { collection: 'Collection', commercial: 'Commercial' },
  logos: {
    standard: { light: '/brand/logo-standard.svg', dark: '/brand/logo-standard-dark.svg', width: 128 },
    collection: { light: '/brand/logo-collection.svg', dark: '/brand/logo-collection-dark.svg', width: 180 },
    commercial: { light: '/brand/logo-commercial.svg', dark: '/brand/logo-commercial-dark.svg', width: 180 },
  },
  stylesheet: (theme) => `/css/${theme}.css`,
  quebecSiteUrl: 'https://quebec.foyer.example',
  quebecSiteName: 'Foyer Québec',
  quebecLogo: '/brand/quebec.svg',
  legalName: 'Foyer Realty Inc.',
  contacts: {
    privacy: 'privacy@foyer.example',
    accessibility: 'accessibility@foyer.example',
    fraud: 'fraud@foyer.example',
    legal: 'legal@foyer.example',
  },
  affiliates: [
    {
      id: 'global',
      name: 'Foyer Global Network',
      logo: '/brand/affiliate-global.svg',
      url: 'https://global.foyer.example',
      width: 96,
    },
    {
      id: 'relocation',
      name: 'Foyer Relocation',
      logo: '/brand/affiliate-relocation.svg',
      url: 'https://relocation.foyer.example',
      width: 96,
    },
  ],
  blogUrl: { en: 'https://blog.foyer.example/en', fr: 'https://blog.foyer.example/fr' },
  globalSiteUrl: { en: 'https://global.foyer.example/en', fr: 'https://global.foyer.example/fr' },
};
