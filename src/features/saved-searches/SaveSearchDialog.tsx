import { MessagePartRoot } from '@/i18n/MessagePartRoot';
import type { RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { createSavedSearch, DEFAULT_NOTIFICATION_FREQUENCY, type SavedSearch } from '@/domain/saved-search';
import { saveSearchSchema, type SaveSearchValues } from '@/domain/saved-search-form';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Form } from '@/ui/form/Form';
import { FormCheckbox } from '@/ui/form/FormCheckbox';
import { FormField } from '@/ui/form/FormField';
import { FormSelect } from '@/ui/form/FormSelect';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { Notice } from '@/ui/Notice';
import { FREQUENCY_ORDER, frequencyMessages, savedSearchText } from './saved-search-messages';
import { useSaveSearch, useSession } from '@/features/user/user-api';

const text = defineMessages({
  title: { id: 'saved-search.dialog.title', defaultMessage: 'Save this search' },
  what: { id: 'saved-search.dialog.what', defaultMessage: 'What you’re saving' },
  signedOut: {
    id: 'saved-search.dialog.signed-out',
    defaultMessage: 'Saved searches live in your free account. Sign in or create one next, and we’ll save this search.',
  },
  save: { id: 'saved-search.dialog.save', defaultMessage: 'Save search' },
  cancel: { id: 'saved-search.dialog.cancel', defaultMessage: 'Cancel' },
});

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  form {
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The search a page runs now: everything a saved search holds but the visitor's own choices. */
export type SearchToSave = Omit<
  SavedSearch,
  'id' | 'encryptedId' | 'userId' | 'encryptedUserId' | 'name' | 'notificationsEnabled' | 'notificationsFrequency'
>;

export interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  search: SearchToSave;
  /** The name offered, which the visitor may change: "Homes in Toronto". */
  defaultName: string;
  /** The search in words (its place and filters), so the visitor sees what they save. */
  summary?: string;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  finalFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Saves the page's search (spec §3 saved search, §4 add saved search) with a name and e-mail alerts.
 * Signed out, the same action waits for sign-in and the sign-in drawer opens (the user saga does that), so
 * the dialog closes first and leaves the screen to the drawer.
 */
export function SaveSearchDialog(props: SaveSearchDialogProps) {
  const locale = useIntl().locale.startsWith('fr') ? 'fr' : 'en';
  // Its texts are in the `account` part of the messages, loaded with the dialog.
  return (
    <MessagePartRoot locale={locale} part="account">
      <SaveSearchDialogContent {...props} />
    </MessagePartRoot>
  );
}

function SaveSearchDialogContent({
  open,
  onClose,
  search,
  defaultName,
  summary,
  finalFocusRef,
}: SaveSearchDialogProps) {
  const intl = useIntl();
  const { signedIn } = useSession();
  const saveSearch = useSaveSearch();
  const title = intl.formatMessage(text.title);
  const initialValues: SaveSearchValues = {
    name: defaultName,
    notificationsEnabled: true,
    notificationsFrequency: String(DEFAULT_NOTIFICATION_FREQUENCY),
  };
  const frequencies = FREQUENCY_ORDER.map((frequency) => ({
    value: String(frequency),
    label: intl.formatMessage(frequencyMessages[frequency]),
  }));

  return (
    <Dialog open={open} onClose={onClose} title={title} finalFocusRef={finalFocusRef}>
      <Body>
        {summary && (
          <Summary>
            <h3>{intl.formatMessage(text.what)}</h3>
            <p>{summary}</p>
          </Summary>
        )}
        {!signedIn && <Notice live={false}>{intl.formatMessage(text.signedOut)}</Notice>}
        <Form<SaveSearchValues>
          initialValues={initialValues}
          validationSchema={saveSearchSchema}
          aria-label={title}
          onSubmit={(values) => {
            const built = createSavedSearch({
              ...search,
              name: values.name,
              notificationsEnabled: values.notificationsEnabled,
              notificationsFrequency: Number(values.notificationsFrequency),
            });
            // The page builds the search; one it got wrong fails here rather than as an "Invalid action".
            if (!built.ok) throw new Error(built.reason);
            onClose();
            saveSearch(built.value);
          }}
        >
          {({ formik }) => (
            <>
              <FormField name="name" label={intl.formatMessage(savedSearchText.name)} autoComplete="off" />
              <FormCheckbox name="notificationsEnabled" label={intl.formatMessage(savedSearchText.alerts)} />
              {formik.values.notificationsEnabled && (
                <FormSelect
                  name="notificationsFrequency"
                  label={intl.formatMessage(savedSearchText.frequency)}
                  options={frequencies}
                />
              )}
              <Actions>
                <Button variant="secondary" onClick={onClose}>
                  {intl.formatMessage(text.cancel)}
                </Button>
                <SubmitButton>{intl.formatMessage(text.save)}</SubmitButton>
              </Actions>
            </>
          )}
        </Form>
      </Body>
    </Dialog>
  );
}
