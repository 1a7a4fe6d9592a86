import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import { usePageMeta } from '@/routing/page-meta';
import { useRoute } from '@/routing/route-context';
import { LEGAL_PAGES, type LegalPage as LegalPageName } from '@/routing/route-table';
import { Container } from '@/ui/layout';

const m = defineMessages({
  phishingTitle: { id: 'legal.phishing.title', defaultMessage: 'Phishing and scam information' },
  phishingIntro: {
    id: 'legal.phishing.intro',
    defaultMessage:
      'Fraudsters sometimes pose as landlords, sellers, agents or {brand} itself. Here is how to recognise them and what to do.',
  },
  phishing1Title: { id: 'legal.phishing.s1.title', defaultMessage: 'We never ask for payment by e-mail' },
  phishing1Body: {
    id: 'legal.phishing.s1.body',
    defaultMessage:
      '{brand} will never ask you for a deposit, a password, a gift card or cryptocurrency by e-mail, text message or social media. Messages that do are not from us.',
  },
  phishing2Title: { id: 'legal.phishing.s2.title', defaultMessage: 'Rental scams' },
  phishing2Body: {
    id: 'legal.phishing.s2.body',
    defaultMessage:
      'Be wary of rents well below the market, landlords who cannot show the property in person, and requests to send money before you have signed a lease.',
  },
  phishing3Title: { id: 'legal.phishing.s3.title', defaultMessage: 'Report a scam' },
  phishing3Body: {
    id: 'legal.phishing.s3.body',
    defaultMessage:
      'If you think you have been targeted, stop all contact, keep the messages, and report it to the Canadian Anti-Fraud Centre and to your local police.',
  },
  privacyTitle: { id: 'legal.privacy.title', defaultMessage: 'Privacy notice' },
  privacyIntro: {
    id: 'legal.privacy.intro',
    defaultMessage:
      'This notice explains what personal information {brand} collects, why, and the choices you have. We follow Canada’s federal privacy law and Quebec’s Law 25.',
  },
  privacy1Title: { id: 'legal.privacy.s1.title', defaultMessage: 'What we collect' },
  privacy1Body: {
    id: 'legal.privacy.s1.body',
    defaultMessage:
      'Your account details, your saved searches and favourites, the messages you send to agents, and technical data such as your browser and the pages you visit.',
  },
  privacy2Title: { id: 'legal.privacy.s2.title', defaultMessage: 'How we use it' },
  privacy2Body: {
    id: 'legal.privacy.s2.body',
    defaultMessage:
      'To run your account, send the alerts you ask for, pass your enquiries to the agent you contact, and improve the site. We do not sell your personal information.',
  },
  privacy3Title: { id: 'legal.privacy.s3.title', defaultMessage: 'Your rights' },
  privacy3Body: {
    id: 'legal.privacy.s3.body',
    defaultMessage:
      'You may access, correct or delete your information, and withdraw your consent to marketing e-mails at any time from your account or by writing to our privacy officer.',
  },
  termsTitle: { id: 'legal.terms.title', defaultMessage: 'Terms of use' },
  termsIntro: {
    id: 'legal.terms.intro',
    defaultMessage: 'By using {brand} you agree to these terms. Please read them carefully.',
  },
  terms1Title: { id: 'legal.terms.s1.title', defaultMessage: 'Listing information' },
  terms1Body: {
    id: 'legal.terms.s1.body',
    defaultMessage:
      'Listings are provided by brokerages and are believed reliable but are not guaranteed. Verify every detail with the listing agent before you make a decision.',
  },
  terms2Title: { id: 'legal.terms.s2.title', defaultMessage: 'Calculators and estimates' },
  terms2Body: {
    id: 'legal.terms.s2.body',
    defaultMessage:
      'The mortgage calculator and home value estimates are for demonstration and information only. They are not an offer of credit or an appraisal.',
  },
  terms3Title: { id: 'legal.terms.s3.title', defaultMessage: 'Acceptable use' },
  terms3Body: {
    id: 'legal.terms.s3.body',
    defaultMessage:
      'Do not copy listings in bulk, interfere with the site, or use it to send unsolicited messages. We may suspend accounts that do.',
  },
  accessibilityTitle: { id: 'legal.accessibility.title', defaultMessage: 'Accessibility policy' },
  accessibilityIntro: {
    id: 'legal.accessibility.intro',
    defaultMessage:
      '{brand} is committed to a site that everyone can use, whatever their abilities or the device they use.',
  },
  accessibility1Title: { id: 'legal.accessibility.s1.title', defaultMessage: 'Our standard' },
  accessibility1Body: {
    id: 'legal.accessibility.s1.body',
    defaultMessage:
      'We design and test against the Web Content Accessibility Guidelines 2.1 level AA, with a keyboard, with screen readers and at every screen size.',
  },
  accessibility2Title: { id: 'legal.accessibility.s2.title', defaultMessage: 'Both official languages' },
  accessibility2Body: {
    id: 'legal.accessibility.s2.body',
    defaultMessage:
      'Every page is available in English and in French, and you can switch language at any time without losing your place.',
  },
  accessibility3Title: { id: 'legal.accessibility.s3.title', defaultMessage: 'Tell us about a barrier' },
  accessibility3Body: {
    id: 'legal.accessibility.s3.body',
    defaultMessage:
      'If something on the site does not work for you, tell us and we will respond within five business days and offer the information in another format.',
  },
});

const updated = defineMessages<{ updated: { date: string } }>({
  updated: { id: 'legal.updated', defaultMessage: 'Last updated {date}' },
});

interface LegalContent {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: readonly (readonly [MessageDescriptor, MessageDescriptor])[];
}

const CONTENT: Record<LegalPageName, LegalContent> = {
  'phishing-and-scam-information': {
    title: m.phishingTitle,
    intro: m.phishingIntro,
    sections: [
      [m.phishing1Title, m.phishing1Body],
      [m.phishing2Title, m.phishing2Body],
      [m.phishing3Title, m.phishing3Body],
    ],
  },
  'privacy-notice': {
    title: m.privacyTitle,
    intro: m.privacyIntro,
    sections: [
      [m.privacy1Title, m.privacy1Body],
      [m.privacy2Title, m.privacy2Body],
      [m.privacy3Title, m.privacy3Body],
    ],
  },
  'terms-of-use': {
    title: m.termsTitle,
    intro: m.termsIntro,
    sections: [
      [m.terms1Title, m.terms1Body],
      [m.terms2Title, m.terms2Body],
      [m.terms3Title, m.terms3Body],
    ],
  },
  'accessibility-policy': {
    title: m.accessibilityTitle,
    intro: m.accessibilityIntro,
    sections: [
      [m.accessibility1Title, m.accessibility1Body],
      [m.accessibility2Title, m.accessibility2Body],
      [m.accessibility3Title, m.accessibility3Body],
    ],
  },
};

const UPDATED = new Date(Date.UTC(2026, 10, 1));

const Article = styled(Container)`
  max-width: 780px;
  padding-block: ${({ theme }) => theme.space(12)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  .updated {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .intro {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const isLegalPage = (slug: string | undefined): slug is LegalPageName =>
  (LEGAL_PAGES as readonly (string | undefined)[]).includes(slug);

export function LegalPage() {
  const { params } = useRoute();
  const page: LegalPageName = isLegalPage(params.slug) ? params.slug : LEGAL_PAGES[0];
  const intl = useIntl();
  const content = CONTENT[page];
  const values = { brand: brand.name };
  const intro = intl.formatMessage(content.intro, values);
  usePageMeta({ title: intl.formatMessage(content.title), description: intro });
  return (
    <Article as="article">
      <header>
        <h1>{intl.formatMessage(content.title)}</h1>
        <p className="updated">
          {intl.formatMessage(updated.updated, {
            date: intl.formatDate(UPDATED, { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </p>
      </header>
      <p className="intro">{intro}</p>
      {content.sections.map(([title, body]) => (
        <section key={title.id}>
          <h2>{intl.formatMessage(title)}</h2>
          <p>{intl.formatMessage(body, values)}</p>
        </section>
      ))}
    </Article>
  );
}
