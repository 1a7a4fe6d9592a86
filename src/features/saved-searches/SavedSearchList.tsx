import { useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector } from '@/app/hooks';
import type { Locale } from '@/config/env';
import { parseSavedSearches } from '@/domain/saved-search';
import type { SiteCategory } from '@/domain/site';
import { useUserAction } from '@/features/user/user-api';
import { selectSavedSearches } from './saved-searches-slice';
import { urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { listText as text } from './saved-search-messages';
import { Muted, Toolbar } from './saved-search-styles';
import { SavedSearchItem, type DescribeFilters } from './SavedSearchItem';

export interface SavedSearchListProps {
  locale: Locale;
  category: SiteCategory;
  /**
   * The filters in words (`appliedFilters(filters, category, intl).map((f) => f.label)` of the search
   * feature). Without it a search is summed up by its place alone.
   */
  describeFilters?: DescribeFilters;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * The account's saved searches (spec §2.6 Searches tab): each with its summary, what changed since the
 * visitor last looked (ours), e-mail alerts and their frequency, rename, run and delete; delete all and
 * unsubscribe from all. Every change is a user action (spec §4), saved by the user saga.
 */
export function SavedSearchList({ locale, category, describeFilters }: SavedSearchListProps) {
  const intl = useIntl();
  const act = useUserAction();
  const stored = useAppSelector(selectSavedSearches);
  // Spec §5: an invalid saved search (from storage, before the account's code has checked it) is skipped.
  const searches = useMemo(() => parseSavedSearches(stored), [stored]);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const deleteAllButton = useRef<HTMLButtonElement>(null);
  const afterDeleteAll = useRef<HTMLElement | null>(null);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const savedIds = searches.map((s) => s.id).filter((id): id is string => id !== undefined);
  const anyAlerts = searches.some((s) => s.notificationsEnabled);

  return (
    <Section aria-labelledby={headingId}>
      <header>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {intl.formatMessage(text.heading)}
        </h2>
        {searches.length > 0 && (
          <Toolbar>
            {anyAlerts && (
              <Button variant="secondary" onClick={() => act({ type: 'unsubscribe-all-saved-searches' })}>
                {intl.formatMessage(text.unsubscribeAll)}
              </Button>
            )}
            <Button
              ref={deleteAllButton}
              variant="secondary"
              aria-haspopup="dialog"
              onClick={() => {
                afterDeleteAll.current = deleteAllButton.current;
                setConfirmingAll(true);
              }}
            >
              {intl.formatMessage(text.deleteAll)}
            </Button>
          </Toolbar>
        )}
      </header>
      {searches.length === 0 ? (
        <Empty>
          <h3>{intl.formatMessage(text.emptyTitle)}</h3>
          <Muted>{intl.formatMessage(text.emptyBody)}</Muted>
          <ButtonLink to={urls.findRealEstate(locale, category)}>{intl.formatMessage(text.startSearch)}</ButtonLink>
        </Empty>
      ) : (
        <List>
          {searches.map((search, index) => (
            <SavedSearchItem
              key={search.id ?? `new-${index}`}
              search={search}
              index={index}
              locale={locale}
              savedIds={savedIds}
              describeFilters={describeFilters}
              listHeading={heading}
            />
          ))}
        </List>
      )}
      <ConfirmDialog
        cancel={intl.formatMessage(text.cancel)}
        open={confirmingAll}
        title={intl.formatMessage(text.deleteAllTitle)}
        body={intl.formatMessage(text.deleteAllBody)}
        confirm={intl.formatMessage(text.deleteAllConfirm)}
        finalFocusRef={afterDeleteAll}
        onCancel={() => setConfirmingAll(false)}
        onConfirm={() => {
          afterDeleteAll.current = heading.current;
          setConfirmingAll(false);
          act({ type: 'delete-all-saved-searches' });
        }}
      />
    </Section>
  );
}
