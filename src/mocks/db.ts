// The demo API's dataset and state. The dataset is built on first use, so hosts that never call the
// demo API (most unit tests) pay nothing for it.
import { createDataset, type Dataset, type DatasetOptions } from './dataset';
import { DemoState, type StateOptions } from './state';

/** Spec §7.3: Halifax address geocoding is forced to a fixed centre at zoom 13. */
export const HALIFAX_CENTRE = { lat: 44.6488, lng: -63.5752, zoom: 13 } as const;

export interface DbOptions extends DatasetOptions, StateOptions {}

export interface Db {
  readonly data: Dataset;
  readonly state: DemoState;
  /** Forgets every account, session, lead and message (a fresh demo), keeping the dataset. */
  resetState(): void;
}

export function createDb(options: DbOptions = {}): Db {
  let data: Dataset | undefined;
  let state: DemoState | undefined;
  return {
    get data() {
      data ??= createDataset(options);
      return data;
    },
    get state() {
      state ??= new DemoState(options);
      return state;
    },
    resetState() {
      state = undefined;
    },
  };
}
