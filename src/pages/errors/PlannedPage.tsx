import { defineMessages, useIntl } from 'react-intl';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { pageText } from '@/routing/page-titles';
import { urls } from '@/routing/urls';
import { brand } from '@/config/brand';
import { PrimaryAction } from './links';
import { StatusLayout } from './StatusLayout';

const messages = defineMessages<{ body: { brand: string } }>({
  body: {
    id: 'errors.coming-soon.body',
    defaultMessage:
      'We are putting the finishing touches on this page. Everything you see on {brand} is built to work in English and in French, on any device.',
  },
});

const plain = defineMessages({
  soon: { id: 'errors.coming-soon.label', defaultMessage: 'Coming soon' },
  home: { id: 'errors.coming-soon.home', defaultMessage: 'Back to the home page' },
});

/** A page of the route table whose feature is not built yet: its real title, and a way on. */
export function PlannedPage() {
  const intl = useIntl();
  const route = useRoute();
  const text = pageText(route, intl);
  usePageMeta(text);
  return (
    <StatusLayout
      eyebrow={intl.formatMessage(plain.soon)}
      title={text.title}
      body={<p>{intl.formatMessage(messages.body, { brand: brand.name })}</p>}
      actions={
        <PrimaryAction to={urls.home(route.locale, route.category)}>{intl.formatMessage(plain.home)}</PrimaryAction>
      }
    />
  );
}
