import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Base = styled.dialog<{ $variant: 'modal' | 'drawer' }>`
  border: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &::backdrop {
    background: rgb(10 12 14 / 0.55);
  }
  ${({ $variant }) =>
    $variant === 'modal'
      ? css`
          width: min(92vw, 520px);
          border-radius: ${({ theme }) => theme.radii.lg};
        `
      : css`
          margin: 0 0 0 auto;
          height: 100%;
          max-height: 100%;
          width: min(100vw, 420px);
        `}
`;

interface DialogProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  variant?: 'modal' | 'drawer';
  children: ReactNode;
}

/**
 * The native <dialog> as a modal: the browser traps focus, makes the page behind it inert, closes on
 * Escape and returns focus to where it was.
 */
export function Dialog({ open, onClose, labelledBy, variant = 'modal', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      // Browsers without the dialog API (and jsdom) get the open attribute alone.
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <Base
      ref={ref}
      $variant={variant}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && children}
    </Base>
  );
}
