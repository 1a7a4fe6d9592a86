import type { ComponentType, ReactNode, Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { buttonStyles } from './Button';
import { AlertCircleIcon, CheckCircleIcon, InfoCircleIcon, type IconProps } from './icons';

const messages = defineMessages({
  retry: { id: 'notice.retry', defaultMessage: 'Try again' },
});

export type NoticeTone = 'info' | 'success' | 'error';

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Error tone only: shows a retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  /**
   * Announce the notice (role alert for errors, status otherwise). Turn it off for a notice that is part
   * of the page from the start, which a screen reader reads in order anyway.
   */
  live?: boolean;
  /** -1 lets code move focus to the notice (a failed submission does). */
  tabIndex?: number;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const toneColour = { info: 'focus', success: 'success', error: 'danger' } as const;

const Box = styled.div<{ $tone: NoticeTone }>`
  display: grid;
  grid-template-columns: 24px 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $tone }) => theme.colors[toneColour[$tone]]};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => `color-mix(in srgb, ${theme.colors[toneColour[$tone]]} 8%, ${theme.colors.surface})`};
  color: ${({ theme }) => theme.colors.text};
  > svg {
    width: 24px;
    height: 24px;
    color: ${({ theme, $tone }) => theme.colors[toneColour[$tone]]};
  }
  &:focus-visible {
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  strong {
    font-weight: 700;
  }
  button {
    ${buttonStyles.secondary};
    justify-self: start;
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const ICONS: Record<NoticeTone, ComponentType<IconProps>> = {
  info: InfoCircleIcon,
  success: CheckCircleIcon,
  error: AlertCircleIcon,
};

/** An inline message: information, success, or an error that can offer a retry. */
export function Notice({
  tone = 'info',
  title,
  children,
  onRetry,
  retryLabel,
  live = true,
  tabIndex,
  className,
  ref,
}: NoticeProps) {
  const intl = useIntl();
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  const Icon = ICONS[tone];
  return (
    <Box ref={ref} role={role} $tone={tone} tabIndex={tabIndex} className={className}>
      <Icon />
      <Body>
        {title ? <strong>{title}</strong> : null}
        {children ? <div>{children}</div> : null}
        {tone === 'error' && onRetry ? (
          <button type="button" onClick={onRetry}>
            {retryLabel ?? intl.formatMessage(messages.retry)}
          </button>
        ) : null}
      </Body>
    </Box>
  );
}
