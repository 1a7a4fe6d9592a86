// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe({ margin }: { margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, margin);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as never));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

describe('useNearViewport', () => {
  it('is true at once where there is no IntersectionObserver (jsdom)', () => {
    render(<Probe />);
    screen.getByText('near');
  });

  it('turns true when the element nears the viewport, stays true, and stops observing', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe margin="300px 0px" />);
    const observer = FakeObserver.last!;
    screen.getByText('far');
    expect(observer.options.rootMargin).toBe('300px 0px');
    expect(observer.observed).toEqual([screen.getByText('far')]);
    observer.fire(false);
    screen.getByText('far');
    observer.fire(true);
    screen.getByText('near');
    expect(observer.disconnected).toBe(true);
  });
});
