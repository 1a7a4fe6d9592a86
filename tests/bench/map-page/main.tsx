// The map bench's page: ResultsMap alone, fed generated previews on demand (see ../map.ts).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import type { ListingPreview } from '@/domain/map-previews';
import ResultsMap from '@/features/map/ResultsMap';
import { THEMES } from '@/ui/theme';
import { generatePreviews } from './previews';

export interface MapBenchRun {
  ms: number;
  longTaskMax: number;
  longTasks: number;
  clusters: number;
}

declare global {
  interface Window {
    __mapBench: { ready: boolean; feed: (previews: ListingPreview[]) => void; run: typeof run };
  }
}

/** Feeds the previews and times them until clusters are painted, watching for long tasks meanwhile. */
async function run(count: number): Promise<MapBenchRun> {
  // Generated here, so the clock measures the map and not the hand-over from the bench.
  const previews = generatePreviews(count);
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const root = document.querySelector('[data-map-loading]')!;
  const painted = () => document.querySelector('[data-map-loading="false"] .foyer-cluster') !== null;
  const start = performance.now();
  window.__mapBench.feed(previews);
  await new Promise<void>((resolve) => {
    const watcher = new MutationObserver(() => {
      if (painted()) {
        watcher.disconnect();
        resolve();
      }
    });
    watcher.observe(root, { attributes: true, childList: true, subtree: true });
  });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  return {
    ms,
    longTaskMax: durations.length ? Math.max(...durations) : 0,
    longTasks: durations.length,
    clusters: document.querySelectorAll('.foyer-cluster').length,
  };
}

window.__mapBench = { ready: false, feed: () => undefined, run };

function Page() {
  const [previews, setPreviews] = useState<ListingPreview[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  window.__mapBench.feed = setPreviews;
  window.__mapBench.ready = true;
  return (
    <ResultsMap
      previews={previews}
      selectedId={selected}
      onSelect={setSelected}
      onBoundsChange={() => undefined}
      locale="en"
      preview={selected === null ? null : <p>Listing {selected}</p>}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <IntlProvider locale="en-CA" defaultLocale="en-CA" messages={{}} onError={() => undefined}>
    <ThemeProvider theme={THEMES.standard}>
      <Page />
    </ThemeProvider>
  </IntlProvider>,
);
