// The fixed page slugs of the route table, in a module of their own: it reads no environment, so the demo
// API's sitemaps can list the pages without loading the route table (whose rules depend on it).

export const LEGAL_PAGES = [
  'phishing-and-scam-information',
  'privacy-notice',
  'terms-of-use',
  'accessibility-policy',
] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Spec §2.2 search-engine directory pages. */
export const DIRECTORY_PAGES = [
  'real-estate-agents-in-canada',
  'real-estate-listings-in-canada',
  'neighbourhoods-in-canada',
  'open-houses-in-canada',
  'real-estate-rentals-canada',
  'real-estate-listings-canada',
] as const;
export type DirectoryPage = (typeof DIRECTORY_PAGES)[number];

/** The latest-sale and latest-rental sitemap pages (the newest 900 listings). */
export const LATEST_PAGES = ['latest-homes-for-sale', 'latest-homes-for-rent'] as const;
export type LatestPage = (typeof LATEST_PAGES)[number];
