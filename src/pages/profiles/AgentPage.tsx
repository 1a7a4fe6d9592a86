import { Fragment, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { ActionButton } from '@/ui/ActionButton';
import type { Agent, Review } from '@/api/contract/directory';
import { agentJsonLd } from '@/domain/people-seo';
import { hobbyLabel, languageLabel, realEstateTypeLabel, specialtyLabel, supporterLabel } from '@/domain/people';
import { provinceLabel } from '@/domain/provinces';
import { agentsApi } from '@/features/agents/agents-api';
import { useFavouriteAgent } from '@/features/user/user-api';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { localisePath, urls } from '@/routing/urls';
import { Tabs, type TabItem } from '@/ui/Tabs';
import { Notice } from '@/ui/Notice';
import { agentText, profileText } from './messages';
import { AGENT_TABS, useProfileUrl, type AgentTab } from './profile-url';
import {
  Actions,
  Blocks,
  Chips,
  ContactSection,
  ExternalLink,
  Facts,
  Hero,
  HeroBody,
  LinkList,
  Page,
  ProfileListings,
  ProfileGate,
  Block,
  ChipBlock,
  safeHref,
  telHref,
  useOpenedTabs,
} from './ProfileParts';

const PHONE_KINDS = ['direct', 'phone', 'mobile', 'fax'] as const;
const SOCIAL_NETWORKS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
} as const;

const Rating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  .stars {
    color: ${({ theme }) => theme.colors.accent};
    letter-spacing: 0.1em;
  }
  .value {
    font-weight: 700;
  }
  .count {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Reviews = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  .byline {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .byline strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Crumbs = styled(Breadcrumbs)`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  li[aria-current] {
    display: inline-flex;
    align-items: center;
  }
`;

/** The agent profile (spec §2.6): `/{province}/{agentId}` (id ending `-ag`), internal `/bios/{agentId}`. */
export function AgentPage() {
  const { agentId = '' } = useParams<{ agentId: string }>();
  const agent = agentsApi.useAgentQuery(agentId, { skip: !agentId });
  return (
    <ProfileGate kind="agent" id={agentId} query={agent}>
      {(data) => <AgentView agent={data} />}
    </ProfileGate>
  );
}

function useAgentMeta(agent: Agent) {
  const intl = useIntl();
  const { locale } = useRoute();
  const title = intl.formatMessage(agentText.metaTitle, { name: agent.name, city: agent.city });
  const description = intl.formatMessage(agentText.metaDescription, {
    name: agent.name,
    brokerage: agent.brokerage,
    city: agent.city,
    province: provinceLabel(agent.province, locale),
    years: agent.experienceYears,
  });
  const canonicalPath = agent.detailUrl;
  const jsonLd = useMemo(() => {
    const origin = window.location.origin;
    return agentJsonLd(agent, {
      url: origin + localisePath(canonicalPath, locale),
      officeUrl: origin + urls.office(locale, agent.province, agent.officeId),
    });
  }, [agent, canonicalPath, locale]);
  usePageMeta({
    title,
    description,
    canonicalPath,
    type: 'website',
    image: { url: agent.photoUrl, alt: agent.name },
    jsonLd,
  });
}

function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <span className="stars" role="img" aria-label={intl.formatMessage(agentText.stars, { rating })}>
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  );
}

function RatingSummary({ agent }: { agent: Agent }) {
  const intl = useIntl();
  return (
    <Rating>
      {agent.rating !== null && agent.reviewCount > 0 && (
        <>
          <Stars rating={agent.rating} />
          <span className="value">{intl.formatMessage(agentText.rating, { rating: agent.rating })}</span>
        </>
      )}
      <span className="count">{intl.formatMessage(agentText.reviewCount, { count: agent.reviewCount })}</span>
    </Rating>
  );
}

function AboutPanel({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const { locale } = useRoute();
  const bio = (locale === 'fr' ? agent.bio.fr : agent.bio.en) || agent.bio.en || agent.bio.fr;
  const supports = [
    ...(agent.supportsChildrensCharity ? ['children'] : []),
    ...(agent.supportsBreastCancerCharity ? ['breastCancer'] : []),
  ];
  const articles = agent.articles
    .map((article) => ({ ...article, href: safeHref(article.url) }))
    .filter((article): article is { title: string; url: string; href: string } => article.href !== undefined);
  return (
    <Blocks>
      {bio && (
        <Block title={intl.formatMessage(agentText.aboutHeading, { name: agent.firstName })} wide>
          <p>{bio}</p>
        </Block>
      )}
      <Block title={intl.formatMessage(agentText.experience)}>
        <p>{intl.formatMessage(agentText.years, { years: agent.experienceYears })}</p>
      </Block>
      <ChipBlock title={intl.formatMessage(profileText.serviceAreas)} values={agent.serviceAreas} />
      <ChipBlock
        title={intl.formatMessage(profileText.languages)}
        values={agent.languages.map((value) => languageLabel(intl, value))}
      />
      <ChipBlock
        title={intl.formatMessage(agentText.specialties)}
        values={agent.specialties.map((value) => specialtyLabel(intl, value))}
      />
      <ChipBlock
        title={intl.formatMessage(profileText.realEstateTypes)}
        values={agent.realEstateTypes.map((value) => realEstateTypeLabel(intl, value))}
      />
      <ChipBlock title={intl.formatMessage(agentText.designations)} values={agent.designations} />
      <Block title={intl.formatMessage(agentText.licence)}>
        <Facts>
          <dt>{intl.formatMessage(agentText.licenceNumber)}</dt>
          <dd>{agent.licenceNumber}</dd>
          {agent.licensedIn.length > 0 && (
            <>
              <dt>{intl.formatMessage(agentText.licensedIn)}</dt>
              <dd>{agent.licensedIn.map((region) => provinceLabel(region, locale)).join(', ')}</dd>
            </>
          )}
        </Facts>
      </Block>
      <ChipBlock
        title={intl.formatMessage(agentText.hobbies)}
        values={agent.hobbies.map((value) => hobbyLabel(intl, value))}
      />
      <ChipBlock title={intl.formatMessage(profileText.civic)} values={agent.civicActivities} />
      <ChipBlock
        title={intl.formatMessage(agentText.supporter)}
        values={supports.map((value) => supporterLabel(intl, value))}
      />
      {articles.length > 0 && (
        <Block title={intl.formatMessage(agentText.articles)}>
          <LinkList>
            {articles.map((article) => (
              <li key={article.href}>
                <ExternalLink href={article.href}>{article.title}</ExternalLink>
              </li>
            ))}
          </LinkList>
        </Block>
      )}
    </Blocks>
  );
}

function AwardsPanel({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const groups = [
    { title: intl.formatMessage(agentText.career), values: agent.awards.career },
    { title: intl.formatMessage(agentText.individual), values: agent.awards.individual },
    { title: intl.formatMessage(agentText.team), values: agent.awards.team },
    { title: intl.formatMessage(agentText.affiliations), values: agent.affiliations },
  ].filter((group) => group.values.length > 0);
  if (groups.length === 0) {
    return (
      <Notice tone="info" live={false}>
        <p>{intl.formatMessage(agentText.noAwards, { name: agent.name })}</p>
      </Notice>
    );
  }
  return (
    <Blocks>
      {groups.map((group) => (
        <ChipBlock key={group.title} title={group.title} values={group.values} />
      ))}
    </Blocks>
  );
}

function ReviewsPanel({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const { locale } = useRoute();
  const reviews = [...agent.reviews].sort((a, b) => b.date.localeCompare(a.date));
  const sources = [...new Set(reviews.map((review) => review.source).filter(Boolean))];
  const date = (review: Review) => {
    const parsed = new Date(`${review.date.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(parsed.getTime())
      ? review.date
      : new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
          parsed,
        );
  };
  return (
    <Blocks>
      <section className="wide">
        <h2>{intl.formatMessage(agentText.reviewsHeading)}</h2>
        <RatingSummary agent={agent} />
        {sources.map((source) => (
          <Muted key={source}>{intl.formatMessage(agentText.provider, { source })}</Muted>
        ))}
        {reviews.length === 0 ? (
          <Notice tone="info" live={false}>
            <p>{intl.formatMessage(agentText.noReviews, { name: agent.name })}</p>
          </Notice>
        ) : (
          <>
            {agent.reviewCount > reviews.length && (
              <Muted>{intl.formatMessage(agentText.shown, { shown: reviews.length, count: agent.reviewCount })}</Muted>
            )}
            <Reviews>
              {reviews.map((review, index) => (
                <li key={`${review.date}-${review.author}-${index}`}>
                  <Stars rating={review.rating} />
                  <p>{review.text}</p>
                  <p className="byline">
                    <strong>{review.author}</strong>
                    <time dateTime={review.date}>{date(review)}</time>
                  </p>
                </li>
              ))}
            </Reviews>
          </>
        )}
      </section>
    </Blocks>
  );
}

function AgentView({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const url = useProfileUrl(AGENT_TABS);
  const tab = url.state.tab;
  const opened = useOpenedTabs(tab);
  const favourite = useFavouriteAgent(agent.agentId);
  useAgentMeta(agent);

  const officeHref = urls.office(locale, agent.province, agent.officeId, category);
  const website = safeHref(agent.website);
  const socials = (Object.keys(SOCIAL_NETWORKS) as (keyof typeof SOCIAL_NETWORKS)[])
    .map((key): { network: string; href: string | undefined } => ({
      network: SOCIAL_NETWORKS[key],
      href: safeHref(agent.socials[key]),
    }))
    .filter((social): social is { network: string; href: string } => social.href !== undefined);
  const phones = PHONE_KINDS.map((kind) => ({ kind, number: agent.phones[kind] })).filter(
    (phone): phone is { kind: (typeof PHONE_KINDS)[number]; number: string } => Boolean(phone.number?.trim()),
  );

  const items: TabItem[] = [
    { id: 'about', label: intl.formatMessage(profileText.about), content: <AboutPanel agent={agent} /> },
    {
      id: 'listings',
      label: intl.formatMessage(agentText.listings),
      content: opened.has('listings') ? (
        <ProfileListings
          owner={{ agentId: agent.agentId }}
          ownerName={agent.name}
          title={intl.formatMessage(agentText.listings)}
          expected={agent.listingCount}
          url={url}
        />
      ) : null,
    },
    { id: 'awards', label: intl.formatMessage(agentText.awards), content: <AwardsPanel agent={agent} /> },
    { id: 'reviews', label: intl.formatMessage(agentText.reviews), content: <ReviewsPanel agent={agent} /> },
  ];

  return (
    <Page>
      <Crumbs aria-label={intl.formatMessage(profileText.breadcrumbs)}>
        <ol>
          <li>
            <Link to={urls.home(locale, category)}>{intl.formatMessage(profileText.home)}</Link>
          </li>
          <li>
            <Link to={urls.agents(locale, category)}>{intl.formatMessage(agentText.agentsSearch)}</Link>
          </li>
          <li aria-current="page">{agent.name}</li>
        </ol>
      </Crumbs>
      <Hero>
        <img src={agent.photoUrl} alt="" width="200" height="200" />
        <HeroBody>
          <h1>{agent.name}</h1>
          <p className="role">
            <span>{intl.formatMessage(agentText.role)}</span>
            <Link to={officeHref}>{agent.brokerage}</Link>
            <span>{[agent.city, provinceLabel(agent.province, locale)].join(', ')}</span>
          </p>
          <RatingSummary agent={agent} />
          {phones.length > 0 && (
            <Facts>
              {phones.map((phone) => (
                <Fragment key={phone.kind}>
                  <dt>{intl.formatMessage(profileText[phone.kind])}</dt>
                  <dd>
                    <a href={telHref(phone.number)}>{phone.number}</a>
                  </dd>
                </Fragment>
              ))}
            </Facts>
          )}
          {(website || socials.length > 0) && (
            <Chips>
              {website && (
                <li>
                  <ExternalLink href={website}>{intl.formatMessage(profileText.website)}</ExternalLink>
                </li>
              )}
              {socials.map((social) => (
                <li key={social.network}>
                  <ExternalLink
                    href={social.href}
                    label={intl.formatMessage(profileText.social, { name: agent.name, network: social.network })}
                  >
                    {social.network}
                  </ExternalLink>
                </li>
              ))}
            </Chips>
          )}
          <Actions>
            <ActionButton as="a" href="#contact" className="primary">
              {intl.formatMessage(profileText.sendMessage)}
            </ActionButton>
            <ActionButton
              type="button"
              aria-pressed={favourite.favourite}
              // Signed out, the favourite waits in this browser and the sign-in drawer offers to keep it.
              onClick={favourite.toggle}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M12 20s-7-4.4-9.3-8.6C1 8 3 4.5 6.5 4.5c2 0 3.5 1.1 4.5 2.6 1-1.5 2.5-2.6 4.5-2.6C19 4.5 21 8 19.3 11.4 17 15.6 12 20 12 20z" />
              </svg>
              {intl.formatMessage(favourite.favourite ? agentText.saved : agentText.save)}
            </ActionButton>
          </Actions>
        </HeroBody>
      </Hero>
      <Tabs
        items={items}
        label={intl.formatMessage(profileText.sections)}
        value={tab}
        onChange={(id) => url.set({ tab: id as AgentTab }, { replace: true })}
      />
      <ContactSection subject={{ kind: 'agent', agentId: agent.agentId, agentName: agent.name }} />
    </Page>
  );
}
