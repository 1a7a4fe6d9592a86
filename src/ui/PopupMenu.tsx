import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { CaretDownIcon } from './icons';

/** Where the popup opens from its button; the matching arrow key opens it (spec §4). */
export type MenuPlacement = 'bottom' | 'top' | 'start' | 'end';

const OPEN_KEY: Record<MenuPlacement, string> = {
  bottom: 'ArrowDown',
  top: 'ArrowUp',
  start: 'ArrowLeft',
  end: 'ArrowRight',
};

const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 220;

export interface PopupMenuProps {
  /** The button's content (its text is the menu's name). */
  label: ReactNode;
  placement?: MenuPlacement;
  /** Opens while a mouse rests on the button (never for touch or pen). */
  hover?: boolean;
  /** The menu's content: elements with `role="menuitem"`, possibly lazy (focus waits for them). */
  children: ReactNode;
  /** Called when the menu opens, and as a hint before it may (pointer or focus on the button): prefetch here. */
  onIntent?: () => void;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  /** Styles of the popup itself (positioning is the caller's). */
  popupClassName?: string;
}

const Wrap = styled.div`
  display: contents;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  svg {
    width: 16px;
    height: 16px;
    transition: transform 160ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const items = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];

/**
 * The WAI-ARIA menu button (spec §4 popup menu): toggled by click, Enter, Space or the arrow key of its
 * placement, and by hover where enabled; closed by Escape, Tab, a click away or the pointer leaving, after
 * which focus returns to the button if it was in the menu. Inside, arrow keys, Home and End move between
 * items, and typing a letter moves to the next item starting with it.
 */
export function PopupMenu({
  label,
  placement = 'bottom',
  hover = false,
  children,
  onIntent,
  onOpenChange,
  className,
  popupClassName,
}: PopupMenuProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  /** Which item to focus once the items are there: set when the keyboard (or a click) opened the menu. */
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The key that toggled the menu also makes a click on keyup in some browsers: that click is ignored. */
  const keyToggled = useRef(false);
  /**
   * Whether the mouse resting on the button opened the menu. A click that follows (the pointer rested a moment
   * before clicking) means "open", so it keeps the menu open instead of closing what the hover just opened.
   */
  const hoverOpened = useRef(false);

  const setOpen = useCallback(
    (next: boolean, options: { returnFocus?: boolean } = {}) => {
      clearTimeout(hoverTimer.current);
      hoverOpened.current = false;
      setOpenState((was) => {
        if (was !== next) onOpenChange?.(next);
        return next;
      });
      if (next) {
        setMounted(true);
        onIntent?.();
      } else {
        pendingFocus.current = null;
        const active = document.activeElement;
        const focusInside = active instanceof Node && (menu.current?.contains(active) ?? false);
        if (options.returnFocus || focusInside) button.current?.focus();
      }
    },
    [onIntent, onOpenChange],
  );

  const openWithFocus = (which: 'first' | 'last') => {
    pendingFocus.current = which;
    setOpen(true);
  };

  // Focus moves into the menu once its items exist (a lazy panel renders them later).
  useEffect(() => {
    if (!open || !menu.current) return;
    const focusPending = () => {
      const list = items(menu.current);
      if (!pendingFocus.current || list.length === 0) return false;
      (pendingFocus.current === 'first' ? list[0] : list[list.length - 1])?.focus();
      pendingFocus.current = null;
      return true;
    };
    if (focusPending()) return;
    const observer = new MutationObserver(() => {
      if (focusPending()) observer.disconnect();
    });
    observer.observe(menu.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);

  // A click (or touch) anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (region.current && event.target instanceof Node && !region.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === OPEN_KEY[placement] || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      keyToggled.current = true;
      if (open && event.key !== OPEN_KEY[placement]) setOpen(false, { returnFocus: true });
      else openWithFocus('first');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false, { returnFocus: true });
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items(menu.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        return move(index + 1);
      case 'ArrowUp':
      case 'ArrowLeft':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return setOpen(false, { returnFocus: true });
      case 'Tab':
        // Tab leaves the menu for the next thing on the page; the menu closes behind it.
        setOpenState(false);
        onOpenChange?.(false);
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLocaleLowerCase();
          const after = [...list.slice(index + 1), ...list.slice(0, index + 1)];
          const next = after.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter));
          if (next) {
            event.preventDefault();
            next.focus();
          }
        }
    }
  };

  const mouse = (event: PointerEvent) => hover && event.pointerType === 'mouse';
  const onPointerEnter = (event: PointerEvent) => {
    if (!mouse(event)) return;
    clearTimeout(hoverTimer.current);
    onIntent?.();
    if (!open)
      hoverTimer.current = setTimeout(() => {
        setOpen(true);
        hoverOpened.current = true;
      }, HOVER_OPEN_MS);
  };
  const onPointerLeave = (event: PointerEvent) => {
    // Spec §4: the pointer leaving closes the menu (hover or not), with a grace period to cross gaps.
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    if (open) hoverTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
  };

  return (
    <Wrap ref={region} className={className} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <Toggle
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={mounted ? menuId : undefined}
        onClick={(event) => {
          if (keyToggled.current) {
            keyToggled.current = false;
            return;
          }
          // A click on a menu the hover opened keeps it open (a second click closes it).
          if (open && hoverOpened.current) hoverOpened.current = false;
          // A click with no pointer (a screen reader's) moves into the menu like the keyboard does.
          else if (open) setOpen(false, { returnFocus: true });
          else if (event.detail === 0) openWithFocus('first');
          else setOpen(true);
        }}
        onKeyUp={() => {
          keyToggled.current = false;
        }}
        onKeyDown={onButtonKeyDown}
        onFocus={onIntent}
      >
        {label}
        <CaretDownIcon />
      </Toggle>
      {mounted && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-labelledby={buttonId}
          hidden={!open}
          className={popupClassName}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            // Choosing an item closes the menu.
            if (event.target instanceof Element && event.target.closest('[role="menuitem"]')) setOpen(false);
          }}
        >
          {children}
        </div>
      )}
    </Wrap>
  );
}
