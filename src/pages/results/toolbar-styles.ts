import styled, { css } from 'styled-components';
import { BREAKPOINTS } from '@/domain/constants';
import { buttonStyles } from '@/ui/Button';
import { controlStyles, FieldWrapper, labelText } from '@/ui/field-parts';
import { visuallyHidden } from '@/ui/layout';

// The results toolbar's look (ResultsToolbar.tsx): one compact row on a phone, the full toolbar from tablet width.

/**
 * Phones (below the tablet breakpoint) get one row of compact controls: icons beside short words or
 * alone, every control keeping its full name for screen readers. From tablet width the toolbar is as it
 * always was. Both are one set of elements, so a control never has a twin that is hidden.
 */
const phone = `@media (max-width: ${BREAKPOINTS.tablet - 0.02}px)`;

/** On a phone: out of sight, still read (and still the control's name). */
const phoneHidden = css`
  ${phone} {
    ${visuallyHidden};
  }
`;

/** Only on a phone (decoration beside a name given otherwise: hidden from assistive technology too). */
const phoneOnly = css`
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

export const Bar = styled.div`
  display: flex;
  /* One row from 360 px; a narrower phone puts the view switch on a second. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  ${({ theme }) => theme.media.tablet} {
    flex-wrap: wrap;
    align-items: end;
    gap: ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(3)};
    border-block: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/* The quick filters lead the toolbar's row from tablet width. On a phone they would take a row of their
   own: there the filters button opens every one of them (price, rooms, type) in the full panel. */
export const Quick = styled.div`
  display: none;
  min-width: 0;
  ${({ theme }) => theme.media.tablet} {
    display: block;
    flex: 0 1 auto;
  }
`;

const phoneIcon = css`
  svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

export const FiltersButton = styled.button`
  ${buttonStyles.secondary};
  ${phoneIcon};
  ${phone} {
    flex: none;
    gap: ${({ theme }) => theme.space(1.5)};
    padding: 0 ${({ theme }) => theme.space(2.5)};
  }
  ${({ theme }) => theme.media.tablet} {
    svg {
      display: none;
    }
  }
`;

export const FullLabel = styled.span`
  ${phoneHidden};
`;

export const ShortLabel = styled.span`
  white-space: nowrap;
  ${phoneOnly};
`;

export const CountBadge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  ${phoneOnly};
`;

export const SaveButton = styled.button`
  ${buttonStyles.secondary};
  ${phoneIcon};
  ${phone} {
    flex: none;
    padding: 0;
  }
`;

export const SaveLabel = styled.span`
  ${phoneHidden};
`;

export const SortField = styled(FieldWrapper)`
  flex: none;
  label {
    ${labelText};
    ${phoneHidden};
  }
`;

/**
 * The sort's native select (the platform's own picker on a phone). On a phone it is a 44 px square that
 * shows an icon: the select covers it, transparent, so a tap opens the picker and focus shows around it.
 */
export const SortBox = styled.div`
  position: relative;
  svg {
    position: absolute;
    top: 50%;
    width: 20px;
    height: 20px;
    transform: translateY(-50%);
    pointer-events: none;
  }
  ${phone} {
    width: 44px;
    height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    &:hover {
      border-color: ${({ theme }) => theme.colors.text};
    }
    &:has(select:focus-visible) {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
    svg {
      left: 50%;
      transform: translate(-50%, -50%);
    }
  }
`;

export const SortSelect = styled.select`
  ${controlStyles};
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space(10)};
  cursor: pointer;
  ${phone} {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    min-height: 0;
    padding: 0;
    opacity: 0;
    &:focus-visible {
      outline: none;
    }
  }
`;

export const SortIconSlot = styled.span`
  ${phoneOnly};
`;

export const Chevron = styled.span`
  ${phone} {
    display: none;
  }
  svg {
    inset-inline-end: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ViewSwitch = styled.div`
  display: inline-flex;
  flex: none;
  margin-left: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  button {
    display: inline-grid;
    place-items: center;
    min-height: 44px;
    min-width: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    cursor: pointer;
    ${phoneIcon};
  }
  ${phone} {
    button {
      padding: 0;
    }
  }
  /* The focus ring inside the button (the switch's rounded frame would clip it), a band of the surface
     between it and the pressed button's fill. */
  button:focus-visible {
    outline-offset: -3px;
    box-shadow: inset 0 0 0 5px ${({ theme }) => theme.colors.surface};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
  ${({ theme }) => theme.media.tablet} {
    button {
      min-width: 88px;
      padding: 0;
    }
    svg {
      display: none;
    }
  }
`;

export const ViewLabel = styled.span`
  ${phoneHidden};
`;
