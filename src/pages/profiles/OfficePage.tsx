import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ActionButton } from '@/ui/ActionButton';
import type { AgentCard, Office } from '@/api/contract/directory';
import { directionsUrl, officeJsonLd } from '@/domain/people-seo';
import { languageLabel, realEstateTypeLabel, specialtyLabel } from '@/domain/people';
import { provinceLabel } from '@/domain/provinces';
import { clampPage, GALLERY_PAGE_SIZE, pageCount } from '@/domain/sorting';
import { officesApi } from '@/features/offices/offices-api';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { localisePath, urls } from '@/routing/urls';
import { Notice } from '@/ui/Notice';
import { Pagination } from '@/ui/Pagination';
import { Tabs, type TabItem } from '@/ui/Tabs';
import { agentText, officeText, profileText } from './messages';
import { OFFICE_TABS, useProfileUrl, type OfficeTab, type ProfileUrl } from './profile-url';
import {
  Actions,
  Blocks,
  Cards,
  ContactSection,
  ExternalLink,
  Facts,
  Hero,
  HeroBody,
  NBSP,
  Page,
  ProfileListings,
  ProfileGate,
  ChipBlock,
  safeHref,
  SPACE,
  telHref,
  useOpenedTabs,
} from './ProfileParts';

const AGENTS_PAGE_SIZE = GALLERY_PAGE_SIZE;

const AgentItem = styled.article`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h3 a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Count = styled.p`
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** The office profile (spec §2.6): `/{province}/{officeId}` (id ending `-br`), internal `/offices/{officeId}`. */
export function OfficePage() {
  const { officeId = '' } = useParams<{ officeId: string }>();
  const office = officesApi.useOfficeQuery(officeId, { skip: !officeId });
  return (
    <ProfileGate kind="office" id={officeId} query={office}>
      {(data) => <OfficeView office={data} />}
    </ProfileGate>
  );
}

function useOfficeMeta(office: Office) {
  const intl = useIntl();
  const { locale } = useRoute();
  const title = intl.formatMessage(officeText.metaTitle, { name: office.name, city: office.city });
  const description = intl.formatMessage(officeText.metaDescription, {
    name: office.name,
    city: office.city,
    province: provinceLabel(office.province, locale),
    agents: office.agentCount,
  });
  const canonicalPath = office.detailUrl;
  const jsonLd = useMemo(
    () => officeJsonLd(office, { url: window.location.origin + localisePath(canonicalPath, locale) }),
    [office, canonicalPath, locale],
  );
  usePageMeta({ title, description, canonicalPath, jsonLd });
}

function AboutPanel({ office }: { office: Office }) {
  const intl = useIntl();
  return (
    <Blocks>
      <ChipBlock
        title={intl.formatMessage(profileText.languages)}
        values={office.languages.map((value) => languageLabel(intl, value))}
      />
      <ChipBlock
        title={intl.formatMessage(profileText.realEstateTypes)}
        values={office.realEstateTypes.map((value) => realEstateTypeLabel(intl, value))}
      />
      <ChipBlock
        title={intl.formatMessage(officeText.specializes)}
        values={office.specializes.map((value) => specialtyLabel(intl, value))}
      />
      <ChipBlock title={intl.formatMessage(officeText.servingAreas)} values={office.servingAreas} />
      <ChipBlock title={intl.formatMessage(profileText.civic)} values={office.civicActivities} />
    </Blocks>
  );
}

function OfficeAgent({ agent }: { agent: AgentCard }) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  return (
    <AgentItem>
      <img src={agent.photoUrl} alt="" width="72" height="72" loading="lazy" decoding="async" />
      <div>
        <h3>
          <Link to={urls.agent(locale, agent.province, agent.agentId, category)}>{agent.name}</Link>
        </h3>
        <p>{intl.formatMessage(officeText.experience, { years: agent.experienceYears })}</p>
        <p>{agent.languages.map((value) => languageLabel(intl, value)).join(', ')}</p>
        {agent.reviewCount > 0 && <p>{intl.formatMessage(agentText.reviewCount, { count: agent.reviewCount })}</p>}
      </div>
    </AgentItem>
  );
}

/** The office's agents, a page at a time, each a link to their profile. */
function AgentsPanel({ office, url }: { office: Office; url: ProfileUrl<OfficeTab> }) {
  const intl = useIntl();
  const [known, setKnown] = useState(office.agentCount);
  const page = clampPage(url.state.page, known, AGENTS_PAGE_SIZE);
  const result = officesApi.useOfficeAgentsQuery({
    officeId: office.officeId,
    from: page * AGENTS_PAGE_SIZE,
    size: AGENTS_PAGE_SIZE,
  });
  const total = result.data?.totalHits;
  if (total !== undefined && total !== known) setKnown(total);
  if (result.isError && !result.data) {
    return (
      <Notice
        tone="error"
        onRetry={() => void result.refetch()}
        retryLabel={intl.formatMessage(profileText.retry)}
        title={intl.formatMessage(officeText.agentsError)}
      />
    );
  }
  if (total === 0) {
    return (
      <Notice tone="info" live={false}>
        <p>{intl.formatMessage(officeText.agentsEmpty)}</p>
      </Notice>
    );
  }
  return (
    <div aria-busy={result.isFetching}>
      <h2 className="visually-hidden">{intl.formatMessage(officeText.agents)}</h2>
      <Count role="status">
        {total === undefined ? NBSP : intl.formatMessage(officeText.agentCount, { count: total })}
      </Count>
      <Cards>
        {(result.data?.results ?? []).map((agent) => (
          <li key={agent.agentId}>
            <OfficeAgent agent={agent} />
          </li>
        ))}
      </Cards>
      {total !== undefined && total > AGENTS_PAGE_SIZE && (
        <Pagination
          page={page}
          lastPage={pageCount(total, AGENTS_PAGE_SIZE) - 1}
          hrefFor={(p) => url.href({ page: p })}
        />
      )}
    </div>
  );
}

function OfficeView({ office }: { office: Office }) {
  const intl = useIntl();
  const { locale } = useRoute();
  const url = useProfileUrl(OFFICE_TABS);
  const tab = url.state.tab;
  const opened = useOpenedTabs(tab);
  useOfficeMeta(office);

  const website = safeHref(office.website);
  const province = provinceLabel(office.province, locale);
  const directions = directionsUrl({ address: office.address, city: office.city, province: office.province });
  const items: TabItem[] = [
    { id: 'about', label: intl.formatMessage(profileText.about), content: <AboutPanel office={office} /> },
    {
      id: 'listings',
      label: intl.formatMessage(officeText.listings),
      content: opened.has('listings') ? (
        <ProfileListings
          owner={{ officeId: office.officeId }}
          ownerName={office.name}
          title={intl.formatMessage(officeText.listings)}
          expected={office.listingCount}
          url={url}
        />
      ) : null,
    },
    {
      id: 'agents',
      label: intl.formatMessage(officeText.agents),
      content: opened.has('agents') ? <AgentsPanel office={office} url={url} /> : null,
    },
  ];

  return (
    <Page>
      <Hero>
        <div className="mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M3 21h18M5 21V7l7-4 7 4v14M9 21v-5h6v5M9 9h.01M15 9h.01M9 13h.01M15 13h.01" />
          </svg>
        </div>
        <HeroBody>
          <h1>{office.name}</h1>
          <p className="role">
            <span>{intl.formatMessage(officeText.role)}</span>
            <span>{intl.formatMessage(officeText.agentCount, { count: office.agentCount })}</span>
          </p>
          <Facts>
            <dt>{intl.formatMessage(officeText.address)}</dt>
            <dd>
              <address style={{ fontStyle: 'normal' }}>
                {[office.address, office.city, province, office.postalCode].filter(Boolean).join(', ')}
              </address>
            </dd>
            {office.phone && (
              <>
                <dt>{intl.formatMessage(profileText.phone)}</dt>
                <dd>
                  <a href={telHref(office.phone)}>{office.phone}</a>
                </dd>
              </>
            )}
            {office.fax && (
              <>
                <dt>{intl.formatMessage(profileText.fax)}</dt>
                <dd>
                  <a href={telHref(office.fax)}>{office.fax}</a>
                </dd>
              </>
            )}
            {website && (
              <>
                <dt>{intl.formatMessage(profileText.website)}</dt>
                <dd>
                  <ExternalLink href={website}>{new URL(website).host}</ExternalLink>
                </dd>
              </>
            )}
          </Facts>
          <Actions>
            <ActionButton as="a" href="#contact" className="primary">
              {intl.formatMessage(profileText.sendMessage)}
            </ActionButton>
            <ActionButton as="a" href={directions} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
                <circle cx="12" cy="9.5" r="2.5" />
              </svg>
              {intl.formatMessage(officeText.directions)}
              <span className="visually-hidden">{SPACE + intl.formatMessage(profileText.newTab)}</span>
            </ActionButton>
          </Actions>
        </HeroBody>
      </Hero>
      <Tabs
        items={items}
        label={intl.formatMessage(profileText.sections)}
        value={tab}
        onChange={(id) => url.set({ tab: id as OfficeTab }, { replace: true })}
      />
      <ContactSection subject={{ kind: 'office', officeId: office.officeId, officeName: office.name }} />
    </Page>
  );
}
