// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback, useDebouncedValue } from './use-debounced-value';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useDebouncedCallback', () => {
  it('runs once, with the last arguments, after the quiet time', () => {
    const fn = vi.fn<(n: number) => void>();
    const { result } = renderHook(() => useDebouncedCallback(fn, 300), { wrapper: StrictMode });
    result.current(1);
    advance(200);
    result.current(2);
    advance(299);
    expect(fn).not.toHaveBeenCalled();
    advance(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('drops the pending run when cancelled, and when the component goes', () => {
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(fn, 300));
    result.current();
    result.current.cancel();
    advance(1000);
    expect(fn).not.toHaveBeenCalled();
    result.current();
    unmount();
    advance(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('keeps its identity across renders and runs the latest function it was given', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useDebouncedCallback(fn, 300), {
      initialProps: { fn: first },
    });
    const debounced = result.current;
    debounced();
    rerender({ fn: latest });
    expect(result.current).toBe(debounced);
    advance(300);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});

describe('useDebouncedValue', () => {
  it('gives the first value at once, and a new one only once it has stayed for the quiet time', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: 'T' },
      wrapper: StrictMode,
    });
    expect(result.current).toBe('T');
    rerender({ value: 'To' });
    advance(150);
    rerender({ value: 'Tor' });
    advance(199);
    expect(result.current).toBe('T');
    advance(1);
    expect(result.current).toBe('Tor');
  });

  it('never settles on a value that was replaced within the quiet time', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const settled = useDebouncedValue(value, 200);
        seen.push(settled);
        return settled;
      },
      { initialProps: { value: 'Halifax' } },
    );
    rerender({ value: '' });
    rerender({ value: 'Halifax' });
    advance(1000);
    expect(new Set(seen)).toEqual(new Set(['Halifax']));
  });

  it('keeps a function as the value instead of calling it', () => {
    const one = () => 1;
    const two = () => 2;
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: one },
    });
    rerender({ value: two });
    advance(200);
    expect(result.current).toBe(two);
  });
});
