import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import { urls } from '@/routing/urls';
import { SearchBox } from '@/features/search/SearchBox';
import { buttonStyles } from '@/ui/Button';

const messages = defineMessages({
  label: { id: 'home.tabs.label', defaultMessage: 'What would you like to do?' },
  buy: { id: 'home.tabs.buy', defaultMessage: 'Buy' },
  rent: { id: 'home.tabs.rent', defaultMessage: 'Rent' },
  sell: { id: 'home.tabs.sell', defaultMessage: 'Sell' },
  sellTitle: { id: 'home.sell.title', defaultMessage: 'Thinking of selling?' },
  sellBody: {
    id: 'home.sell.body',
    defaultMessage: 'See what homes like yours are worth, then meet a local agent who knows your market.',
  },
  estimate: { id: 'home.sell.estimate', defaultMessage: 'Estimate my home’s value' },
  agent: { id: 'home.sell.agent', defaultMessage: 'Find an agent' },
});

const TABS = ['buy', 'rent', 'sell'] as const;
type Tab = (typeof TABS)[number];

const TabList = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const TabButton = styled.button`
  min-height: 44px;
  min-width: 84px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

const SellPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const PrimaryAction = styled(Link)`
  ${buttonStyles.primary};
`;
const SecondaryAction = styled(Link)`
  ${buttonStyles.secondary};
`;

/** Buy / Rent / Sell, as the WAI-ARIA tabs pattern with automatic activation. */
export function SearchTabs({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const baseId = useId();
  const [active, setActive] = useState<Tab>('buy');
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ buy: null, rent: null, sell: null });

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label={intl.formatMessage(messages.label)} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <TabButton
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${baseId}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
          >
            {intl.formatMessage(messages[tab])}
          </TabButton>
        ))}
      </TabList>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-${tab}-panel`}
          aria-labelledby={`${baseId}-${tab}-tab`}
          hidden={active !== tab}
        >
          {tab === 'sell' ? (
            <SellPanel>
              <h2>{intl.formatMessage(messages.sellTitle)}</h2>
              <p>{intl.formatMessage(messages.sellBody)}</p>
              <div>
                <PrimaryAction to={urls.homeEstimates(locale)}>{intl.formatMessage(messages.estimate)}</PrimaryAction>
                <SecondaryAction to={urls.agents(locale)}>{intl.formatMessage(messages.agent)}</SecondaryAction>
              </div>
            </SellPanel>
          ) : (
            <SearchBox preset={tab === 'rent' ? { rentalsOnly: 'true' } : undefined} />
          )}
        </div>
      ))}
    </div>
  );
}
