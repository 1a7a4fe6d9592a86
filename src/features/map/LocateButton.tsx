import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { requestPosition, type LocateFailure } from '@/domain/geolocation';
import { IconButton } from '@/ui/IconButton';
import { LocateIcon } from '@/ui/icons';
import { messages } from './messages';

const Wrap = styled.div`
  position: absolute;
  z-index: 1000;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-direction: row-reverse;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  max-width: calc(100% - ${({ theme }) => theme.space(6)});
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const Button = styled(IconButton).attrs({ variant: 'raised' as const })`
  border-radius: ${({ theme }) => theme.radii.md};
  &[aria-busy='true'] svg {
    opacity: 0.5;
  }
`;

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:empty {
    display: none;
  }
`;

const FAILURE: Record<LocateFailure, MessageDescriptor> = {
  denied: messages.locateDenied,
  unavailable: messages.locateUnavailable,
  unsupported: messages.locateUnsupported,
};

type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; reason: LocateFailure };

export interface LocateButtonProps {
  onLocated: (position: { lat: number; lng: number }) => void;
  /** Defaults to the browser's; tests pass their own. */
  geolocation?: Geolocation;
}

/** "Find my location": asks the browser once, then centres the map; failures read as a polite note. */
export function LocateButton({ onLocated, geolocation }: LocateButtonProps) {
  const intl = useIntl();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const locate = () => {
    setState({ kind: 'pending' });
    const api = geolocation ?? (typeof navigator !== 'undefined' ? navigator.geolocation : undefined);
    requestPosition(
      api,
      (position) => {
        setState({ kind: 'done' });
        onLocated(position);
      },
      (reason) => setState({ kind: 'failed', reason }),
    );
  };

  const status =
    state.kind === 'pending'
      ? intl.formatMessage(messages.locating)
      : state.kind === 'done'
        ? intl.formatMessage(messages.located)
        : state.kind === 'failed'
          ? intl.formatMessage(FAILURE[state.reason])
          : '';

  return (
    <Wrap>
      <Button
        label={intl.formatMessage(messages.locate)}
        title={intl.formatMessage(messages.locate)}
        icon={<LocateIcon />}
        aria-busy={state.kind === 'pending'}
        onClick={locate}
      />
      <Status role="status">{status}</Status>
    </Wrap>
  );
}
