import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector } from '@/app/hooks';
import type { Locale } from '@/config/env';
import type { SearchFilters } from '@/domain/filters';
import {
  isNotificationFrequency,
  parseSavedSearches,
  savedSearchSummary,
  type NotificationFrequency,
  type SavedSearch,
} from '@/domain/saved-search';
import { renameSearchSchema, type RenameSearchValues } from '@/domain/saved-search-form';
import type { SiteCategory } from '@/domain/site';
import { urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { Checkbox } from '@/ui/Checkbox';
import { Dialog } from '@/ui/Dialog';
import { Form } from '@/ui/form/Form';
import { FormField } from '@/ui/form/FormField';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { Select } from '@/ui/Select';
import { FREQUENCY_ORDER, frequencyMessages, savedSearchText } from './saved-search-messages';
import { savedSearchUrl } from './saved-search-url';
import { useSearchChanges, type SearchChangesState } from './search-changes';
import type { UserAction } from './user-actions';
import { useUserAction } from './user-api';
import { selectSavedSearches } from './user-slice';

const text = defineMessages({
  heading: { id: 'saved-search.list.heading', defaultMessage: 'Your saved searches' },
  emptyTitle: { id: 'saved-search.list.empty.title', defaultMessage: 'You haven’t saved a search yet' },
  emptyBody: {
    id: 'saved-search.list.empty.body',
    defaultMessage: 'Save a search from any results page and we’ll e-mail you new listings and price changes.',
  },
  startSearch: { id: 'saved-search.list.start', defaultMessage: 'Start a search' },
  run: { id: 'saved-search.list.run', defaultMessage: 'See listings' },
  rename: { id: 'saved-search.list.rename', defaultMessage: 'Rename' },
  renameSave: { id: 'saved-search.list.rename.save', defaultMessage: 'Save name' },
  cancel: { id: 'saved-search.list.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'saved-search.list.delete', defaultMessage: 'Delete' },
  deleteAll: { id: 'saved-search.list.delete-all', defaultMessage: 'Delete all saved searches' },
  deleteAllTitle: { id: 'saved-search.list.delete-all.title', defaultMessage: 'Delete all your saved searches?' },
  deleteAllBody: {
    id: 'saved-search.list.delete-all.body',
    defaultMessage: 'Every saved search and its e-mail alerts will be deleted. This can’t be undone.',
  },
  deleteAllConfirm: { id: 'saved-search.list.delete-all.confirm', defaultMessage: 'Delete all' },
  deleteTitle: { id: 'saved-search.list.delete.title', defaultMessage: 'Delete this saved search?' },
  unsubscribeAll: { id: 'saved-search.list.unsubscribe-all', defaultMessage: 'Unsubscribe from all alerts' },
  alerts: { id: 'saved-search.list.alerts', defaultMessage: 'E-mail alerts' },
});

const messages = defineMessages<{
  deleteBody: { name: string };
  since: { date: string; changes: string };
  noChanges: { date: string };
  added: { count: number };
  priceChanged: { count: number };
  gone: { count: number };
  firstLook: { count: number };
  tooMany: { count: number };
}>({
  deleteBody: {
    id: 'saved-search.list.delete.body',
    defaultMessage: '“{name}” and its e-mail alerts will be deleted.',
  },
  since: { id: 'saved-search.changes.since', defaultMessage: 'Since you looked on {date}: {changes}' },
  noChanges: { id: 'saved-search.changes.none', defaultMessage: 'Nothing new since you looked on {date}' },
  added: {
    id: 'saved-search.changes.added',
    defaultMessage: '{count, plural, one {# new listing} other {# new listings}}',
  },
  priceChanged: {
    id: 'saved-search.changes.price',
    defaultMessage: '{count, plural, one {# price change} other {# price changes}}',
  },
  gone: {
    id: 'saved-search.changes.gone',
    defaultMessage: '{count, plural, other {# no longer listed}}',
  },
  firstLook: {
    id: 'saved-search.changes.first',
    defaultMessage:
      '{count, plural, =0 {No listings right now.} one {# listing right now.} other {# listings right now.}} New listings and price changes will show here.',
  },
  tooMany: {
    id: 'saved-search.changes.too-many',
    defaultMessage:
      '{count, plural, one {# listing} other {# listings}}: too many to follow one by one. Narrow this search to see what changes.',
  },
});

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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  form {
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Changes = styled.p`
  font-weight: 600;
  min-height: 1.5em;
`;

const Alerts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  > * {
    min-width: 12rem;
  }
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

/** Filters in words, as the search feature's chips say them (the page passes the search feature's wording). */
export type DescribeFilters = (filters: SearchFilters, category: SiteCategory) => readonly string[];

export interface SavedSearchListProps {
  locale: Locale;
  category: SiteCategory;
  /**
   * The filters in words (`appliedFilters(filters, category, intl).map((f) => f.label)` of the search
   * feature). Without it a search is summed up by its place alone.
   */
  describeFilters?: DescribeFilters;
}

type Target = Pick<Extract<UserAction, { type: 'edit-saved-search' }>, 'id' | 'index'>;

/** Which saved search an action is about: its id once the server gave one, else its place in the list. */
const targetOf = (search: SavedSearch, index: number): Target => (search.id ? { id: search.id } : { index });

function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  onConfirm,
  onCancel,
  finalFocusRef,
}: {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
  finalFocusRef: RefObject<HTMLElement | null>;
}) {
  const intl = useIntl();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      describedBy={bodyId}
      finalFocusRef={finalFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {intl.formatMessage(text.cancel)}
          </Button>
          <Button onClick={onConfirm}>{confirm}</Button>
        </>
      }
    >
      <p id={bodyId}>{body}</p>
    </Dialog>
  );
}

function ChangesLine({ state }: { state: SearchChangesState }) {
  const intl = useIntl();
  let line: string | null = null;
  if (state.status === 'too-many') line = intl.formatMessage(messages.tooMany, { count: state.total });
  if (state.status === 'ready' && (!state.changes || state.seenAt === null)) {
    line = intl.formatMessage(messages.firstLook, { count: state.total });
  } else if (state.status === 'ready' && state.changes && state.seenAt !== null) {
    const date = intl.formatDate(state.seenAt, { month: 'long', day: 'numeric' });
    const { added, priceChanged, gone } = state.changes;
    const parts = [
      added > 0 ? intl.formatMessage(messages.added, { count: added }) : null,
      priceChanged > 0 ? intl.formatMessage(messages.priceChanged, { count: priceChanged }) : null,
      gone > 0 ? intl.formatMessage(messages.gone, { count: gone }) : null,
    ].filter((part): part is string => part !== null);
    line =
      parts.length === 0
        ? intl.formatMessage(messages.noChanges, { date })
        : intl.formatMessage(messages.since, { date, changes: intl.formatList(parts, { type: 'conjunction' }) });
  }
  return <Changes data-changes={state.status}>{line}</Changes>;
}

function RenameForm({
  name,
  onRename,
  onCancel,
}: {
  name: string;
  onRename: (name: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const field = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const initialValues: RenameSearchValues = { name };
  // The visitor asked to rename: the name field takes the focus (the Rename button is gone meanwhile).
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <Form<RenameSearchValues>
      initialValues={initialValues}
      validationSchema={renameSearchSchema}
      aria-label={intl.formatMessage(text.rename)}
      onSubmit={(values) => onRename(values.name.trim())}
    >
      <FormField name="name" label={intl.formatMessage(savedSearchText.name)} autoComplete="off" ref={field} />
      <Toolbar>
        <SubmitButton>{intl.formatMessage(text.renameSave)}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(text.cancel)}
        </Button>
      </Toolbar>
    </Form>
  );
}

interface ItemProps {
  search: SavedSearch;
  index: number;
  locale: Locale;
  savedIds: readonly string[];
  describeFilters: DescribeFilters | undefined;
  /** Where focus goes once this search is deleted. */
  listHeading: RefObject<HTMLElement | null>;
}

function SavedSearchItem({ search, index, locale, savedIds, describeFilters, listHeading }: ItemProps) {
  const intl = useIntl();
  const act = useUserAction();
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Read by the dialog as it closes: back to Delete when cancelled, to the list once the search is gone.
  const afterConfirm = useRef<HTMLElement | null>(null);
  const returnToRename = useRef(false);
  const { state, markSeen } = useSearchChanges(search, savedIds);
  const target = targetOf(search, index);
  const summary = savedSearchSummary(search, describeFilters ?? (() => []));

  useEffect(() => {
    if (!renaming && returnToRename.current) {
      returnToRename.current = false;
      renameButton.current?.focus();
    }
  }, [renaming]);

  const edit = (changes: Partial<SavedSearch>) => act({ type: 'edit-saved-search', ...target, changes });
  const stopRenaming = () => {
    returnToRename.current = true;
    setRenaming(false);
  };
  const frequency: NotificationFrequency = search.notificationsFrequency;

  return (
    <li>
      <Card aria-labelledby={headingId}>
        <h3 id={headingId}>{search.name}</h3>
        {summary.length > 0 && <Muted>{summary.join(' · ')}</Muted>}
        <ChangesLine state={state} />
        {renaming && (
          <RenameForm
            name={search.name}
            onCancel={stopRenaming}
            onRename={(name) => {
              if (name !== search.name) edit({ name });
              stopRenaming();
            }}
          />
        )}
        <Alerts>
          <Checkbox
            role="switch"
            label={intl.formatMessage(text.alerts)}
            checked={search.notificationsEnabled}
            onChange={(event) => edit({ notificationsEnabled: event.target.checked })}
          />
          {search.notificationsEnabled && (
            <Select
              label={intl.formatMessage(savedSearchText.frequency)}
              value={String(frequency)}
              onChange={(event) => {
                const next = Number(event.target.value);
                if (isNotificationFrequency(next)) edit({ notificationsFrequency: next });
              }}
              options={FREQUENCY_ORDER.map((value) => ({
                value: String(value),
                label: intl.formatMessage(frequencyMessages[value]),
              }))}
            />
          )}
        </Alerts>
        <Toolbar>
          <ButtonLink to={savedSearchUrl(search, locale)} onClick={markSeen} aria-describedby={headingId}>
            {intl.formatMessage(text.run)}
          </ButtonLink>
          {!renaming && (
            <Button
              ref={renameButton}
              variant="secondary"
              onClick={() => setRenaming(true)}
              aria-describedby={headingId}
            >
              {intl.formatMessage(text.rename)}
            </Button>
          )}
          <Button
            ref={deleteButton}
            variant="secondary"
            aria-haspopup="dialog"
            aria-describedby={headingId}
            onClick={() => {
              afterConfirm.current = deleteButton.current;
              setConfirming(true);
            }}
          >
            {intl.formatMessage(text.delete)}
          </Button>
        </Toolbar>
      </Card>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(text.deleteTitle)}
        body={intl.formatMessage(messages.deleteBody, { name: search.name })}
        confirm={intl.formatMessage(text.delete)}
        finalFocusRef={afterConfirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          afterConfirm.current = listHeading.current;
          setConfirming(false);
          act({ type: 'delete-saved-search', ...target });
        }}
      />
    </li>
  );
}

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
