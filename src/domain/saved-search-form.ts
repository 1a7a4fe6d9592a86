import { boolean, object, string, type InferType } from 'yup';
import { NOTIFICATION_FREQUENCY, SAVED_SEARCH_NAME_MAX_LENGTH } from './saved-search';
import { validationMessages } from './validation';

// Kept apart from saved-search.ts: that module loads with the store on every page, yup only with a form.

const name = () =>
  string()
    .trim()
    .required(validationMessages.required)
    .max(SAVED_SEARCH_NAME_MAX_LENGTH, ({ max }) => ({ ...validationMessages.maxLength, values: { length: max } }));

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
