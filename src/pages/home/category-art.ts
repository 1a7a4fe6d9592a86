import type { SiteCategory } from '@/routing/route-table';

/** Each site category's illustration: the band under its hero, and its card on the other home pages. */
export const ILLUSTRATION: Record<SiteCategory, string> = {
  residential: '/images/hero-standard.svg',
  luxury: '/images/hero-collection.svg',
  commercial: '/images/hero-commercial.svg',
};
