import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import type { SearchFilters } from '@/domain/filters';
import {
  isNotificationFrequency,
  savedSearchSummary,
  type NotificationFrequency,
  type SavedSearch,
} from '@/domain/saved-search';
import { renameSearchSchema, type RenameSearchValues } from '@/domain/saved-search-form';
import type { SiteCategory } from '@/domain/site';
import { useUserAction, type UserAction } from '@/features/user/user-api';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { Checkbox } from '@/ui/Checkbox';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Form } from '@/ui/form/Form';
import { FormField } from '@/ui/form/FormField';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { Select } from '@/ui/Select';
import { ChangesLine } from './ChangesLine';
import { FREQUENCY_ORDER, frequencyMessages, listText as text, savedSearchText } from './saved-search-messages';
import { Muted, Toolbar } from './saved-search-styles';
import { savedSearchUrl } from './saved-search-url';
import { useSearchChanges } from './search-changes';

const messages = defineMessages<{ deleteBody: { name: string } }>({
  deleteBody: {
    id: 'saved-search.list.delete.body',
    defaultMessage: '“{name}” and its e-mail alerts will be deleted.',
  },
});

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

const Alerts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  > * {
    min-width: 12rem;
  }
`;

/** Filters in words, as the search feature's chips say them (the page passes the search feature's wording). */
export type DescribeFilters = (filters: SearchFilters, category: SiteCategory) => readonly string[];

type Target = Pick<Extract<UserAction, { type: 'edit-saved-search' }>, 'id' | 'index'>;

/** Which saved search an action is about: its id once the server gave one, else its place in the list. */
const targetOf = (search: SavedSearch, index: number): Target => (search.id ? { id: search.id } : { index });

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

/** One saved search of the account: its summary, changes, alerts, run, rename and delete. */
export function SavedSearchItem({ search, index, locale, savedIds, describeFilters, listHeading }: ItemProps) {
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
        cancel={intl.formatMessage(text.cancel)}
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
