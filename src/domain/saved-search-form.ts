import { boolean, object, string, type InferType } from 'yup';
import { NOTIFICATION_FREQUENCY } from './saved-search';
import { checkedText, savedSearchNameCheck, validationMessages } from './validation';

// Kept apart from saved-search.ts: that module loads with the store on every page, yup only with a form.

/** The name's rule is the one the demo API's saves apply too (`savedSearchNameCheck`). */
const name = () => checkedText(savedSearchNameCheck);

/** Select values of the alert frequencies: "0" daily … "3" real time. */
export const FREQUENCY_VALUES = Object.values(NOTIFICATION_FREQUENCY).map(String);

/** The save-search dialog: a name, and whether and how often to e-mail new listings. */
export const saveSearchSchema = object({
  name: name(),
  notificationsEnabled: boolean().default(true),
  notificationsFrequency: string()
    .required(validationMessages.required)
    .oneOf(FREQUENCY_VALUES, validationMessages.invalidOption),
});
export type SaveSearchValues = InferType<typeof saveSearchSchema>;

/** Renaming a saved search in the account. */
export const renameSearchSchema = object({ name: name() });
export type RenameSearchValues = InferType<typeof renameSearchSchema>;
