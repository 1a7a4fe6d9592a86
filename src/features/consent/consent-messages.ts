import { defineMessages } from 'react-intl';

/** The footer link's label, also quoted by the banner (which tells where to change the choice later). */
export const consentSettingsMessages = defineMessages({
  settings: { id: 'consent.settings', defaultMessage: 'Cookie preferences' },
});
