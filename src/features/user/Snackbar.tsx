import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SNACKBAR_AUTO_HIDE_MS } from '@/domain/constants';
import { buttonStyles } from '@/ui/Button';
import { snackbarMessage, snackbarMessages } from './snackbar-messages';
import { saveRetried } from './user-intents';
import { selectSnackbar, snackbarHidden } from './user-slice';

const Bar = styled.div<{ $failed: boolean }>`
  position: fixed;
  inset-inline: 0;
  bottom: ${({ theme }) => theme.space(4)};
  z-index: 60;
  display: flex;
  justify-content: center;
  padding-inline: ${({ theme }) => theme.space(4)};
  pointer-events: none;
  > div {
    pointer-events: auto;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    max-width: 36rem;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.text)};
    color: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  p {
    flex: 1 1 14rem;
    margin: 0;
  }
  button {
    ${buttonStyles.secondary};
  }
`;

/**
 * The snackbar of spec §4: one message per user action (and its failure), announced to screen readers by
 * live regions that are always in the page (a region added with its text is often not read). It hides after
 * 3000 ms, but not while the pointer or focus is on it, so a failure's "Try again" can be reached.
 */
export function SnackbarHost() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const snackbar = useAppSelector(selectSnackbar);
  const [held, setHeld] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!snackbar || held) return;
    const timer = setTimeout(() => dispatch(snackbarHidden(snackbar.id)), SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [snackbar, held, dispatch]);

  const text = snackbar ? intl.formatMessage(snackbarMessage(snackbar)) : '';
  const failed = snackbar?.failed ?? false;
  return (
    <>
      <div role="status" className="visually-hidden">
        {snackbar && !failed ? text : ''}
      </div>
      <div role="alert" className="visually-hidden">
        {snackbar && failed ? text : ''}
      </div>
      {snackbar && (
        <Bar
          $failed={failed}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => {
            if (!bar.current?.contains(event.relatedTarget)) setHeld(false);
          }}
        >
          <div ref={bar} data-testid="snackbar">
            <p aria-hidden="true">{text}</p>
            {snackbar.retry && (
              <button
                type="button"
                onClick={() => {
                  dispatch(snackbarHidden(snackbar.id));
                  setHeld(false);
                  dispatch(saveRetried());
                }}
              >
                {intl.formatMessage(snackbarMessages.retry)}
              </button>
            )}
            <button
              type="button"
              onClick={() => {
                dispatch(snackbarHidden(snackbar.id));
                setHeld(false);
              }}
            >
              {intl.formatMessage(snackbarMessages.dismiss)}
            </button>
          </div>
        </Bar>
      )}
    </>
  );
}
