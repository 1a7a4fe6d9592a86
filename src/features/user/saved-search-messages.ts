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
