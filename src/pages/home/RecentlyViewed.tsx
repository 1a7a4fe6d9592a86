import { useEffect, useState, type ComponentType } from 'react';
import type { Locale } from '@/config/env';
import { useRoute } from '@/routing/route-context';
import { Section } from './home-styles';

type StripComponent = ComponentType<{ locale: Locale }>;

/**
 * The visitor's recently viewed listings (spec §3), read from this browser: loaded once the page is idle,
 * so the home page's first screen never waits for it. Nothing shows on a first visit.
 */
export function RecentlyViewed() {
  const { locale } = useRoute();
  const [Strip, setStrip] = useState<StripComponent | null>(null);
  useEffect(() => {
    let live = true;
    const idle = 'requestIdleCallback' in window;
    const later = (task: () => void) => (idle ? window.requestIdleCallback(task) : window.setTimeout(task, 1));
    const cancel = (handle: number) => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
    const id = later(() => {
      void Promise.all([
        import('@/features/recently-viewed/RecentlyViewedStrip'),
        import('@/features/recently-viewed/recently-viewed'),
      ])
        .then(([strip, store]) => {
          if (live && store.readRecentlyViewed().length > 0) setStrip(() => strip.RecentlyViewedStrip);
        })
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel(id);
    };
  }, []);
  if (!Strip) return null;
  return (
    <Section>
      <Strip locale={locale} />
    </Section>
  );
}
