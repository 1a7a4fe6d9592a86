import { defineMessages, useIntl } from 'react-intl';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { urls } from '@/routing/urls';
import { brand } from '@/config/brand';
import { PrimaryAction } from './links';
import { StatusLayout } from './StatusLayout';

const messages = defineMessages<{ title: { brand: string }; body: { brand: string } }>({
  title: { id: 'errors.coming-soon.title', defaultMessage: 'This part of {brand} is on its way' },
  body: {
    id: 'errors.coming-soon.body',
    defaultMessage:
      'We are putting the finishing touches on this page. Everything you see on {brand} is built to work in English and in French, on any device.',
  },
});

const plain = defineMessages({
  description: { id: 'errors.coming-soon.description', defaultMessage: 'This page is coming soon.' },
  home: { id: 'errors.coming-soon.home', defaultMessage: 'Back to the home page' },
});

export function ComingSoonPage() {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const values = { brand: brand.name };
  usePageMeta({
    title: intl.formatMessage(messages.title, values),
    description: intl.formatMessage(plain.description),
  });
  return (
    <StatusLayout
      title={intl.formatMessage(messages.title, values)}
      body={<p>{intl.formatMessage(messages.body, values)}</p>}
      actions={<PrimaryAction to={urls.home(locale, category)}>{intl.formatMessage(plain.home)}</PrimaryAction>}
    />
  );
}
