// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, callPath } from '@/api/contract/paths';
import { server } from '@/mocks/node';
import {
  FLAG_DEFAULTS,
  readFlag,
  setFlagsForTests,
  startFlags,
  useFlag,
  useFlagVariant,
  type FlagName,
  type FlagSource,
} from './flags-api';

const ORIGIN = 'http://demo.test';
const FLAGS_PATH = callPath(API.flags);

function Probe() {
  const interstitial = useFlag('interstitialAdFeature');
  const sold = useFlag('soldFilterFeature');
  const ad = useFlagVariant('headerAdComponent');
  return <p data-testid="flags">{`interstitial=${String(interstitial)} sold=${String(sold)} ad=${ad ?? 'none'}`}</p>;
}

const shown = () => screen.getByTestId('flags').textContent;

let reads = 0;
beforeEach(() => {
  reads = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === FLAGS_PATH) reads += 1;
  });
});
afterEach(() => {
  setFlagsForTests(null);
  server.events.removeAllListeners();
});

describe('feature flags for React', () => {
  it('give the spec defaults before the client has answered', () => {
    render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    expect(shown()).toBe('interstitial=false sold=true ad=none');
    for (const [name, value] of Object.entries(FLAG_DEFAULTS)) expect(readFlag(name as FlagName)).toBe(value);
  });

  it('start the client once and re-render with the demo API’s answer', async () => {
    render(<Probe />);
    await act(async () => {
      const first = startFlags({ origin: ORIGIN });
      expect(startFlags({ origin: ORIGIN })).toBe(first);
      await first;
    });
    expect(shown()).toBe('interstitial=false sold=true ad=prebid');
    expect(reads).toBe(1);
  });

  it('keep the defaults, without throwing, when the flag service fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mswHttp.get(`*${FLAGS_PATH}`, () => HttpResponse.json({ errors: ['down'] }, { status: 503 })));
    render(<Probe />);
    await act(() => startFlags({ origin: ORIGIN }));
    expect(shown()).toBe('interstitial=false sold=true ad=none');
  });

  it('keep the defaults when the client cannot even start', async () => {
    render(<Probe />);
    // An unusable URL makes the client's constructor throw.
    await act(() => startFlags({ url: 'not a url' }));
    expect(shown()).toBe('interstitial=false sold=true ad=none');
    expect(reads).toBe(0);
  });

  it('fall back to the default when a source throws', () => {
    const broken: FlagSource = {
      isEnabled: () => {
        throw new Error('boom');
      },
      variant: () => {
        throw new Error('boom');
      },
      subscribe: () => () => undefined,
    };
    setFlagsForTests(broken);
    render(<Probe />);
    expect(shown()).toBe('interstitial=false sold=true ad=none');
  });

  it('follow a source’s changes, and setFlagsForTests injects fixed values', () => {
    const listeners = new Set<() => void>();
    let interstitial = false;
    const stop = vi.fn();
    const fake: FlagSource = {
      isEnabled: (name) => (name === 'interstitialAdFeature' ? interstitial : true),
      variant: () => (interstitial ? 'gpt' : null),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      stop,
    };
    setFlagsForTests(fake);
    render(<Probe />);
    expect(shown()).toBe('interstitial=false sold=true ad=none');
    act(() => {
      interstitial = true;
      listeners.forEach((listener) => listener());
    });
    expect(shown()).toBe('interstitial=true sold=true ad=gpt');

    act(() => setFlagsForTests({ enabled: { soldFilterFeature: false }, variants: { headerAdComponent: 'prebid' } }));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
    expect(shown()).toBe('interstitial=false sold=false ad=prebid');

    act(() => setFlagsForTests(null));
    expect(shown()).toBe('interstitial=false sold=true ad=none');
  });
});
