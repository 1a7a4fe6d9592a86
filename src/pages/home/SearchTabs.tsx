import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SearchBox } from '@/features/search/SearchBox';

const messages = defineMessages({
  label: { id: 'home.tabs.label', defaultMessage: 'What would you like to do?' },
  buy: { id: 'home.tabs.buy', defaultMessage: 'Buy' },
  rent: { id: 'home.tabs.rent', defaultMessage: 'Rent' },
  sell: { id: 'home.tabs.sell', defaultMessage: 'Sell' },
});

// The seller's form (and the form kit under it) loads when the Sell tab is first chosen.
const SellerLeadForm = lazy(() =>
  import('@/features/leads/SellerLeadForm').then((m) => ({ default: m.SellerLeadForm })),
);

const TABS = ['buy', 'rent', 'sell'] as const;
export type HomeTab = (typeof TABS)[number];
type Tab = HomeTab;

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

/** Buy / Rent / Sell, as the WAI-ARIA tabs pattern with automatic activation. */
export function SearchTabs({
  active,
  onChange: setActive,
}: {
  /** The home page keeps the tab: its popular searches follow it (homes for sale, or for rent). */
  active: HomeTab;
  onChange: (tab: HomeTab) => void;
}) {
  const intl = useIntl();
  const baseId = useId();
  // Once shown, the form stays mounted (its panel hidden), so what was typed survives a tab switch.
  const [sellShown, setSellShown] = useState(active === 'sell');
  if (active === 'sell' && !sellShown) setSellShown(true);
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
            sellShown && (
              <Suspense fallback={null}>
                <SellerLeadForm />
              </Suspense>
            )
          ) : (
            <SearchBox preset={tab === 'rent' ? { rentalsOnly: 'true' } : undefined} />
          )}
        </div>
      ))}
    </div>
  );
}
