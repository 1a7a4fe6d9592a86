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
