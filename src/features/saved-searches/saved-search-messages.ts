import { defineMessages } from 'react-intl';
import { NOTIFICATION_FREQUENCY, type NotificationFrequency } from '@/domain/saved-search';

/** The alert frequencies of spec §3, as the save dialog and the account's list offer them. */
export const frequencyMessages = defineMessages({
  [NOTIFICATION_FREQUENCY.DAILY]: { id: 'saved-search.frequency.daily', defaultMessage: 'Daily' },
  [NOTIFICATION_FREQUENCY.WEEKLY]: { id: 'saved-search.frequency.weekly', defaultMessage: 'Weekly' },
  [NOTIFICATION_FREQUENCY.MONTHLY]: { id: 'saved-search.frequency.monthly', defaultMessage: 'Monthly' },
  [NOTIFICATION_FREQUENCY.REALTIME]: { id: 'saved-search.frequency.realtime', defaultMessage: 'Real time' },
}) as Record<NotificationFrequency, { id: string; defaultMessage: string }>;

/** In the order a visitor thinks of them: soonest first. */
export const FREQUENCY_ORDER: readonly NotificationFrequency[] = [
  NOTIFICATION_FREQUENCY.REALTIME,
  NOTIFICATION_FREQUENCY.DAILY,
  NOTIFICATION_FREQUENCY.WEEKLY,
  NOTIFICATION_FREQUENCY.MONTHLY,
];

/** Texts both the save dialog and the account's list use. */
export const savedSearchText = defineMessages({
  alerts: { id: 'saved-search.alerts', defaultMessage: 'E-mail me new listings and price changes' },
  frequency: { id: 'saved-search.frequency', defaultMessage: 'How often' },
  name: { id: 'saved-search.name', defaultMessage: 'Name of this search' },
});

/** The account's list of saved searches. */
export const listText = defineMessages({
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
