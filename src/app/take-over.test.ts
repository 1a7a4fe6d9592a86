// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { carryTypedText } from './take-over';

const header = (value = '') =>
  `<header><input type="search" aria-label="Search" value="${value}"><input type="search" aria-label="Search"></header><main><textarea aria-label="Message"></textarea></main>`;

/** Replaces the container's content at once, as React's first commit over the first-paint page does. */
async function commit(container: HTMLElement, html: string) {
  const fresh = document.createElement('div');
  fresh.innerHTML = html;
  container.replaceChildren(...fresh.childNodes);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('taking over the first-paint page', () => {
  it('moves typed text and the focus to the same fields of the app’s page, through input events', async () => {
    document.body.innerHTML = `<div id="root">${header()}</div>`;
    const root = document.getElementById('root')!;
    carryTypedText(root);
    const [first, second] = root.querySelectorAll('input');
    second!.focus();
    second!.value = 'Laval';
    root.querySelector('textarea')!.value = 'Bonjour';
    const inputs: string[] = [];
    root.addEventListener('input', (event) => inputs.push((event.target as HTMLInputElement).value));
    await commit(root, header());
    // React's onChange hears them.
    expect(inputs).toEqual(['Laval', 'Bonjour']);
    const [newFirst, newSecond] = root.querySelectorAll('input');
    expect(newFirst).not.toBe(first);
    expect(newFirst!.value).toBe('');
    expect(newSecond!.value).toBe('Laval');
    expect(document.activeElement).toBe(newSecond);
    expect(root.querySelector('textarea')!.value).toBe('Bonjour');
  });

  it('leaves fields alone when nothing was typed, and waits for the commit', async () => {
    document.body.innerHTML = `<div id="root">${header('Montréal')}</div>`;
    const root = document.getElementById('root')!;
    carryTypedText(root);
    // A change inside the first-paint page is not the commit.
    root.querySelector('header')!.append(document.createElement('span'));
    await commit(root, header('Québec'));
    expect(root.querySelector('input')!.value).toBe('Québec');
    expect(document.activeElement).toBe(document.body);
  });
});
