import { useMemo } from 'react';
import type { Locale } from '@/config/env';
import { useRoute } from '@/routing/route-context';
import { usePageMeta, type PageMeta } from '@/routing/page-meta';
import { localisePath } from '@/routing/urls';

/** Where a profile's structured data points: the site's origin and the profile's own absolute URL. */
export interface ProfileLinks {
  origin: string;
  url: string;
  locale: Locale;
}

/**
 * A profile's head tags: its canonical path (the profile's `detailUrl`) and its JSON-LD, built by `toJsonLd`
 * (a module-level function, so the structured data is rebuilt only when the profile or the language change).
 */
export function useProfileMeta<P extends { detailUrl: string }>(
  profile: P,
  meta: Omit<PageMeta, 'canonicalPath' | 'jsonLd'>,
  toJsonLd: (profile: P, links: ProfileLinks) => object,
) {
  const { locale } = useRoute();
  const canonicalPath = profile.detailUrl;
  const jsonLd = useMemo(() => {
    const origin = window.location.origin;
    return toJsonLd(profile, { origin, url: origin + localisePath(canonicalPath, locale), locale });
  }, [profile, canonicalPath, locale, toJsonLd]);
  usePageMeta({ ...meta, canonicalPath, jsonLd });
}
