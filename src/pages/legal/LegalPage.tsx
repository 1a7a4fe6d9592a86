import { useEffect, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import { ConsentSettingsButton } from '@/features/consent/ConsentSettingsButton';
import { usePageMeta } from '@/routing/page-meta';
import { useRoute } from '@/routing/route-context';
import { LEGAL_PAGES, type LegalPage as LegalPageName } from '@/routing/route-table';
import { Container } from '@/ui/layout';
import {
  CAFC_PHONE,
  LEGAL_CONTACTS,
  LEGAL_CONTENT,
  LEGAL_UPDATED,
  legalMessages,
  type LegalBlock,
  type LegalLink,
} from './legal-content';

const TOC_HEADING_ID = 'legal-toc';

const Article = styled(Container)`
  max-width: 780px;
  padding-block: ${({ theme }) => theme.space(12)};
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    overflow-wrap: anywhere;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  .updated {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-top: ${({ theme }) => theme.space(2)};
  }
  .intro {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  section {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    /* The fragment links land below the header, not under it. */
    scroll-margin-top: ${({ theme }) => theme.space(24)};
  }
  section > h2 {
    margin-bottom: 0;
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }
  p,
  li {
    overflow-wrap: anywhere;
    line-height: 1.6;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    text-underline-offset: 3px;
  }
  .links a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Toc = styled.nav`
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  ol {
    display: grid;
    gap: 0;
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const isLegalPage = (slug: string | undefined): slug is LegalPageName =>
  (LEGAL_PAGES as readonly (string | undefined)[]).includes(slug);

function mailto(address: string) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

/** A footer page (spec §2.2): title, date, a table of contents, then one titled section per topic. */
export function LegalPage() {
  const { params, locale } = useRoute();
  const page: LegalPageName = isLegalPage(params.slug) ? params.slug : LEGAL_PAGES[0];
  const intl = useIntl();
  const content = LEGAL_CONTENT[page];
  const values = {
    brand: brand.name,
    legalName: brand.legalName,
    privacyEmail: mailto(LEGAL_CONTACTS.privacy),
    accessibilityEmail: mailto(LEGAL_CONTACTS.accessibility),
    fraudEmail: mailto(LEGAL_CONTACTS.fraud),
    legalEmail: mailto(LEGAL_CONTACTS.legal),
    cafcPhone: <a href={`tel:+1${CAFC_PHONE.replace(/\D/g, '').slice(1)}`}>{CAFC_PHONE}</a>,
  };
  const text = (descriptor: MessageDescriptor): ReactNode => intl.formatMessage(descriptor, values);
  const title = intl.formatMessage(content.title);
  usePageMeta({ title, description: intl.formatMessage(content.intro, { brand: brand.name }) });

  // The page arrives after the browser looked for the address's fragment: bring that section into view.
  useEffect(() => {
    // Compared with the known ids as typed: a malformed fragment (a lone "%") is simply no section.
    const id = window.location.hash.slice(1);
    if (!id || !content.sections.some((section) => section.id === id)) return;
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [content]);

  const href = (link: LegalLink) => (typeof link.href === 'string' ? link.href : link.href[locale]);

  const block = (item: LegalBlock, key: number) => {
    switch (item.kind) {
      case 'p':
        return <p key={key}>{text(item.text)}</p>;
      case 'ul':
        return (
          <ul key={key}>
            {item.items.map((entry) => (
              <li key={entry.id}>{text(entry)}</li>
            ))}
          </ul>
        );
      case 'links':
        return (
          <ul key={key} className="links">
            {item.links.map((link) => (
              <li key={link.text.id}>
                <a href={href(link)} rel="noopener">
                  {text(link.text)}
                </a>
              </li>
            ))}
          </ul>
        );
      case 'consent':
        return (
          <div key={key}>
            <ConsentSettingsButton />
          </div>
        );
    }
  };

  return (
    <Article as="article" aria-labelledby="legal-title">
      <header>
        <h1 id="legal-title">{title}</h1>
        <p className="updated">
          {intl.formatMessage(legalMessages.updated, {
            date: intl.formatDate(LEGAL_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </p>
      </header>
      <p className="intro">{text(content.intro)}</p>
      <Toc data-toc aria-labelledby={TOC_HEADING_ID}>
        <h2 id={TOC_HEADING_ID}>{intl.formatMessage(legalMessages.toc)}</h2>
        <ol>
          {content.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{intl.formatMessage(section.title)}</a>
            </li>
          ))}
        </ol>
      </Toc>
      {content.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{intl.formatMessage(section.title)}</h2>
          {section.blocks.map(block)}
        </section>
      ))}
    </Article>
  );
}
