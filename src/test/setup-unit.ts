import { installTestClock, TEST_NOW } from './clock';

// Every test file runs on the same clock, whatever the day or hour (src/test/clock.ts).
installTestClock(globalThis, TEST_NOW);
