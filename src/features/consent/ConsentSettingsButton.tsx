import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { openConsentSettings } from './consent-api';
import { consentSettingsMessages } from './consent-messages';

// Looks like the footer's links (it sits in the Legal list) but opens the banner rather than a page.
const LinkButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

/** "Cookie preferences": reopens the consent banner so the visitor can change their analytics choice. */
export function ConsentSettingsButton() {
  const intl = useIntl();
  return (
    <LinkButton type="button" onClick={openConsentSettings}>
      {intl.formatMessage(consentSettingsMessages.settings)}
    </LinkButton>
  );
}
