import { inject } from 'vitest';
import { installTestClock, TEST_NOW } from '../../src/test/clock';

// The same clock as the global set-up's demo API and the pages it serves (src/test/clock.ts).
installTestClock(globalThis, TEST_NOW, inject('browserStack')?.clockStart);
