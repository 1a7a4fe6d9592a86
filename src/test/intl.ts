import { createIntl, type IntlShape } from 'react-intl';
import en from '../../translations/en.json';
import fr from '../../translations/fr.json';

/** react-intl with the real translations, outside React: for domain labels. A missing message throws. */
export function testIntl(locale: 'en' | 'fr'): IntlShape {
  return createIntl({
    locale: `${locale}-CA`,
    defaultLocale: 'en-CA',
    messages: locale === 'fr' ? fr : en,
    onError: (error) => {
      throw error;
    },
  });
}
