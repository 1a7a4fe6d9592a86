const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'details > summary:first-of-type',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * The elements Tab reaches inside a container, in document order: no negative tabindex, nothing hidden,
 * inert or inside a disabled fieldset, and one radio per group (the checked one, else the first).
 */
export function tabbables(container: HTMLElement): HTMLElement[] {
  const candidates = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE))
    .filter(
      (el) =>
        el.tabIndex >= 0 &&
        !el.closest('[hidden], [inert], fieldset:disabled') &&
        !(el instanceof HTMLInputElement && el.type === 'hidden'),
    )
    // Document order, which some selector engines (jsdom's) do not keep for a selector list.
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return candidates.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = candidates.filter(
      (other): other is HTMLInputElement =>
        other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name && other.form === el.form,
    );
    const checked = group.find((radio) => radio.checked);
    return checked ? checked === el : group[0] === el;
  });
}

/**
 * Where focus goes when an item leaves a list: the same control (`data-action`) of the next item, else of
 * the previous one, else the fallback (the section's heading), so keyboard users never land on the page's
 * start. Call it from the control's click handler, before the item goes.
 */
export function focusAfterRemoval(control: HTMLElement, fallback: { current: HTMLElement | null }): void {
  const item = control.closest('li');
  const selector = `[data-action="${control.dataset.action ?? ''}"]`;
  const neighbour =
    item?.nextElementSibling?.querySelector<HTMLElement>(selector) ??
    item?.previousElementSibling?.querySelector<HTMLElement>(selector);
  (neighbour ?? fallback.current)?.focus();
}
