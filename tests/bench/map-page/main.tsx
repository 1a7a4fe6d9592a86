// The map bench's page: ResultsMap alone (with the map slice it shares with the list), fed generated
// previews on demand (see ../map.ts).
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Provider, useSelector } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { MapListing } from '@/features/map/cluster-layer';
import { mapSlice, selectSelectedListing } from '@/features/map/map-slice';
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
    __mapBench: {
      ready: boolean;
      feed: (previews: MapListing[]) => void;
      prepare: typeof prepare;
      run: typeof run;
      mode: () => string;
    };
  }
}

let prepared: MapListing[] = [];

/** Makes the previews in the page, before the clock and the long-task watch start: they measure the map only. */
function prepare(count: number): void {
  prepared = generatePreviews(count);
}

/** Feeds the prepared previews and times them until clusters are painted, watching for long tasks meanwhile. */
async function run(): Promise<MapBenchRun> {
  const previews = prepared;
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

window.__mapBench = {
  ready: false,
  feed: () => undefined,
  prepare,
  run,
  mode: () => document.querySelector('[data-clustering]')?.getAttribute('data-clustering') ?? 'unknown',
};

const store = configureStore({ reducer: combineSlices(mapSlice) });

function Page() {
  const [previews, setPreviews] = useState<MapListing[]>([]);
  const selected = useSelector(selectSelectedListing);
  window.__mapBench.feed = setPreviews;
  window.__mapBench.ready = true;
  return (
    <ResultsMap
      previews={previews}
      onBoundsChange={() => undefined}
      locale="en"
      preview={selected === null ? null : <p>Listing {selected}</p>}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <IntlProvider locale="en-CA" defaultLocale="en-CA" messages={{}} onError={() => undefined}>
      <ThemeProvider theme={THEMES.standard}>
        <Page />
      </ThemeProvider>
    </IntlProvider>
  </Provider>,
);
