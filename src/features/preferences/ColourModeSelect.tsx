import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { COLOUR_MODES, colourModeChosen, isColourMode, selectColourMode } from './preferences-slice';

const messages = defineMessages({
  label: { id: 'preferences.colour-mode.label', defaultMessage: 'Appearance' },
  system: { id: 'preferences.colour-mode.system', defaultMessage: 'Match my device' },
  light: { id: 'preferences.colour-mode.light', defaultMessage: 'Light' },
  dark: { id: 'preferences.colour-mode.dark', defaultMessage: 'Dark' },
});

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid currentColor;
    background: transparent;
    max-width: 16rem;
  }
  option {
    color: #1d1b19;
  }
`;

export function ColourModeSelect() {
  const intl = useIntl();
  const id = useId();
  const mode = useAppSelector(selectColourMode);
  const dispatch = useAppDispatch();
  return (
    <Field>
      <label htmlFor={id}>{intl.formatMessage(messages.label)}</label>
      <select
        id={id}
        value={mode}
        onChange={(event) => {
          if (isColourMode(event.target.value)) dispatch(colourModeChosen(event.target.value));
        }}
      >
        {COLOUR_MODES.map((m) => (
          <option key={m} value={m}>
            {intl.formatMessage(messages[m])}
          </option>
        ))}
      </select>
    </Field>
  );
}
