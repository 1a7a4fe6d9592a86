import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { tabbables } from './focus';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { lockScroll } from './scroll-lock';

const messages = defineMessages({
  close: { id: 'dialog.close', defaultMessage: 'Close' },
});

/** modal: centred; drawer: a full-height panel at the end side; sheet: a bottom sheet on phones, centred above. */
export type DialogVariant = 'modal' | 'drawer' | 'sheet';

const fadeIn = keyframes`from { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;
const slideIn = keyframes`from { transform: translateX(100%); }`;
const riseIn = keyframes`from { transform: translateY(100%); }`;

const centred = css`
  width: min(92vw, 560px);
  max-height: calc(100% - ${({ theme }) => theme.space(8)});
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const VARIANTS = {
  modal: css`
    ${centred};
    width: min(92vw, 520px);
    @media (prefers-reduced-motion: no-preference) {
      &[open] {
        animation: ${popIn} 180ms ease-out;
      }
    }
  `,
  drawer: css`
    margin: 0 0 0 auto;
    height: 100%;
    max-height: 100%;
    width: min(100vw, 420px);
    @media (prefers-reduced-motion: no-preference) {
      &[open] {
        animation: ${slideIn} 220ms ease-out;
      }
    }
  `,
  sheet: css`
    margin: auto 0 0;
    width: 100%;
    max-width: 100%;
    max-height: 90%;
    border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
    @media (prefers-reduced-motion: no-preference) {
      &[open] {
        animation: ${riseIn} 220ms ease-out;
      }
    }
    ${({ theme }) => theme.media.tablet} {
      margin: auto;
      ${centred};
      @media (prefers-reduced-motion: no-preference) {
        &[open] {
          animation: ${popIn} 180ms ease-out;
        }
      }
    }
  `,
};

const Base = styled.dialog<{ $variant: DialogVariant }>`
  border: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overscroll-behavior: contain;
  &:focus-visible {
    outline: none;
  }
  &::backdrop {
    background: rgb(10 12 14 / 0.55);
  }
  @media (prefers-reduced-motion: no-preference) {
    &[open]::backdrop {
      animation: ${fadeIn} 180ms ease-out;
    }
  }
  ${({ $variant }) => VARIANTS[$variant]};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
`;

const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Content = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space(5)};
`;

const Footer = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface CommonProps {
  open: boolean;
  onClose: () => void;
  variant?: DialogVariant;
  /** Id of the element that describes the dialog, if any. */
  describedBy?: string;
  /** What gets focus on opening; by default the first control (the browser's own choice when it has one). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing; by default back to whatever opened the dialog. */
  finalFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The caller renders its own heading and close control, and names the dialog by the heading's id. */
interface LabelledDialogProps extends CommonProps {
  labelledBy: string;
  title?: undefined;
  footer?: undefined;
  closeLabel?: undefined;
}

/** The dialog renders a heading, a close button, a scrolling body and an optional sticky footer. */
interface TitledDialogProps extends CommonProps {
  title: ReactNode;
  labelledBy?: undefined;
  footer?: ReactNode;
  closeLabel?: string;
}

export type DialogProps = LabelledDialogProps | TitledDialogProps;

// Open dialogs, innermost last: only the innermost one keeps focus and answers Escape.
const openDialogs: HTMLDialogElement[] = [];

function focusInitial(dialog: HTMLDialogElement, preferred: HTMLElement | null) {
  if (preferred && dialog.contains(preferred)) {
    preferred.focus();
    return;
  }
  if (document.activeElement && dialog.contains(document.activeElement) && document.activeElement !== dialog) return;
  (tabbables(dialog)[0] ?? dialog).focus();
}

// Read when the dialog closes, not when it opens: the caller may point the ref elsewhere meanwhile.
function returnFocus(finalFocusRef: RefObject<HTMLElement | null> | undefined, opener: HTMLElement | null) {
  const target = finalFocusRef?.current ?? opener;
  if (target?.isConnected) target.focus();
}

/**
 * One modal dialog for centred modals, side drawers and bottom sheets. It uses the native <dialog> (top
 * layer, inert page behind it, ::backdrop) and adds what the platform leaves out or lacks in older
 * browsers and jsdom: Tab wraps inside it, Escape closes it, focus returns to the opener and the page
 * behind it does not scroll.
 */
export function Dialog(props: DialogProps) {
  const { open, onClose, variant = 'modal', describedBy, initialFocusRef, finalFocusRef, children } = props;
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // True while the dialog is open because the caller wants it open, so our own close() is not reported back.
  const wanted = useRef(false);
  const native = useRef(false);
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    wanted.current = true;
    native.current = false;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') {
        dialog.showModal();
        native.current = true;
      } else {
        dialog.setAttribute('open', '');
      }
    }
    openDialogs.push(dialog);
    const unlock = lockScroll();
    focusInitial(dialog, initialFocusRef?.current ?? null);

    const keepFocusInside = (event: FocusEvent) => {
      if (openDialogs.at(-1) !== dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) focusInitial(dialog, null);
    };
    document.addEventListener('focusin', keepFocusInside);

    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      wanted.current = false;
      const index = openDialogs.indexOf(dialog);
      if (index >= 0) openDialogs.splice(index, 1);
      unlock();
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      returnFocus(finalFocusRef, opener);
    };
  }, [open, initialFocusRef, finalFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog || event.defaultPrevented || openDialogs.at(-1) !== dialog) return;
    // The native modal turns Escape into a cancel event (handled below); elsewhere we do it ourselves.
    if (event.key === 'Escape' && !native.current) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbables(dialog);
    const first = items[0];
    const last = items.at(-1);
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const content =
    props.title === undefined ? (
      children
    ) : (
      <Panel>
        <Header>
          <h2 id={titleId}>{props.title}</h2>
          <IconButton
            label={props.closeLabel ?? intl.formatMessage(messages.close)}
            icon={<CloseIcon />}
            onClick={onClose}
          />
        </Header>
        <Content>{children}</Content>
        {props.footer ? <Footer>{props.footer}</Footer> : null}
      </Panel>
    );

  return (
    <Base
      ref={ref}
      $variant={variant}
      aria-modal="true"
      aria-labelledby={props.labelledBy ?? titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClose={() => {
        // Closed by the browser (a close request it did not let us cancel): tell the caller. A late event
        // from our own close() (StrictMode re-runs the effect) finds the dialog open again and is ignored.
        if (wanted.current && !ref.current?.open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === ref.current;
      }}
      onClick={(event) => {
        const dialog = ref.current;
        const pressed = pressedBackdrop.current;
        pressedBackdrop.current = false;
        if (!dialog || event.target !== dialog || !pressed) return;
        // The dialog element itself is hit on its backdrop, and on its own padding: only outside it closes.
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) onClose();
      }}
    >
      {open && content}
    </Base>
  );
}
