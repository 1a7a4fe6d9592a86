/** Text fields a visitor can type into; their place in the page is their signature and rank among equals. */
type Field = HTMLInputElement | HTMLTextAreaElement;
const FIELDS = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]), textarea';

function keyedFields(root: ParentNode): Map<string, Field> {
  const seen = new Map<string, number>();
  const fields = new Map<string, Field>();
  for (const field of root.querySelectorAll<Field>(FIELDS)) {
    const signature = [
      field.tagName,
      field.getAttribute('type') ?? '',
      field.getAttribute('name') ?? '',
      field.getAttribute('placeholder') ?? '',
      field.getAttribute('aria-label') ?? '',
    ].join('|');
    const rank = seen.get(signature) ?? 0;
    seen.set(signature, rank + 1);
    fields.set(`${signature}#${rank}`, field);
  }
  return fields;
}

/**
 * The build's first-paint page is replaced whole by the app's first render (src/app/boot.tsx). What the visitor
 * typed into it meanwhile (a search in the header, on a slow phone) and where the focus was move to the same
 * fields of the app's page, through the events React listens to, so nothing typed is lost.
 */
export function carryTypedText(container: HTMLElement): void {
  const olds = keyedFields(container);
  if (olds.size === 0) return;
  let focused = document.activeElement;
  const onFocus = (event: FocusEvent) => {
    focused = event.target as Element;
  };
  container.addEventListener('focusin', onFocus);
  const observer = new MutationObserver(() => {
    // Still the first-paint page: the app has not committed yet.
    if ([...olds.values()].some((field) => container.contains(field))) return;
    observer.disconnect();
    container.removeEventListener('focusin', onFocus);
    const fields = keyedFields(container);
    for (const [key, old] of olds) {
      const field = fields.get(key);
      if (!field) continue;
      if (old.value !== old.defaultValue && field.value !== old.value) {
        // The prototype's setter, which React's value tracking does not see, so the event reads as a change.
        Reflect.set(Object.getPrototypeOf(field) as object, 'value', old.value, field);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (old === focused) field.focus();
    }
  });
  observer.observe(container, { childList: true });
}
