// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './registry';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Renders the page under a Suspense boundary, synchronously inside act, and returns what was committed. */
function renderPage(Page: ReturnType<typeof lazyPage<{ name: string }>>) {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => {
    root.render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Foyer" />
      </Suspense>,
    );
  });
  return { container, root };
}

describe('lazy pages', () => {
  it('render at once when their chunk was preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve(Hello));
    await Page.preload();
    // No fallback committed first.
    const { container, root } = renderPage(Page);
    expect(container.textContent).toBe('Hello Foyer');
    root.unmount();
  });

  it('suspend, then render, when their chunk was not preloaded', async () => {
    let release: (component: typeof Hello) => void = () => undefined;
    const Page = lazyPage(() => new Promise<typeof Hello>((resolve) => (release = resolve)));
    const { container, root } = renderPage(Page);
    expect(container.textContent).toBe('Loading');
    act(() => release(Hello));
    await vi.waitFor(() => expect(container.textContent).toBe('Hello Foyer'));
    root.unmount();
  });
});
