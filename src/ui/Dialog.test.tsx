// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Dialog, type DialogVariant } from './Dialog';

function Titled({
  variant,
  onClose,
  initiallyOpen = false,
}: {
  variant?: DialogVariant;
  onClose?: () => void;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <Dialog
        open={open}
        variant={variant}
        title="Filtres"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="submit">Voir les résultats</button>}
      >
        <label>
          Mots-clés
          <input type="text" />
        </label>
      </Dialog>
    </>
  );
}

/** The shape the sign-in drawer and the Quebec modal use: their own heading, named by id. */
function Labelled() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} variant="drawer">
        <h2 id={titleId}>Sign in to save it</h2>
        <button type="button" onClick={() => setOpen(false)}>
          Not now
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, and moves focus into it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Titled />, { locale: 'fr' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtres' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Fermer' }));
  });

  it('traps Tab inside, both ways', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Titled />, { locale: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    const input = within(dialog).getByRole('textbox', { name: 'Mots-clés' });
    const submit = within(dialog).getByRole('button', { name: 'Voir les résultats' });
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.tab();
    expect(document.activeElement).toBe(submit);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(submit);
  });

  it('closes on Escape and returns focus to the opener, unlocking the page scroll', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithProviders(<Titled variant="sheet" onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('the close button closes it, and focus returns to the opener', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Titled variant="drawer" />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the labelledBy form its current users rely on', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Labelled />);
    const opener = screen.getByRole('button', { name: 'Save' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sign in to save it' });
    const notNow = within(dialog).getByRole('button', { name: 'Not now' });
    expect(document.activeElement).toBe(notNow);
    // A single control: Tab stays on it.
    await user.tab();
    expect(document.activeElement).toBe(notNow);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Dialog on the native modal API', () => {
  // Browsers' showModal/close, with close's event queued as a task as the HTML standard has it.
  function withNativeDialog() {
    const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')));
    };
    return () => {
      delete proto.showModal;
      delete proto.close;
    };
  }

  it('mounted open, a cancel (Escape) closes it once, not again on the close event that follows', async () => {
    const restore = withNativeDialog();
    try {
      const onClose = vi.fn();
      await renderWithProviders(<Titled onClose={onClose} initiallyOpen />);
      await new Promise((resolve) => setTimeout(resolve, 10));
      const dialog = screen.getByRole('dialog', { name: 'Filtres' });
      expect(onClose).not.toHaveBeenCalled();
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(onClose).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      restore();
    }
  });
});
