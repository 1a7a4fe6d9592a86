import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Agent } from '@/api/contract/directory';
import { agentJsonLd } from '@/domain/people-seo';
import { provinceLabel } from '@/domain/provinces';
import { agentsApi } from '@/features/agents/agents-endpoints';
import { useFavouriteAgent } from '@/features/user/user-api';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { ActionButton } from '@/ui/ActionButton';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { HeartIcon } from '@/ui/icons';
import { AgentAboutPanel } from './AgentAboutPanel';
import { AgentAwardsPanel } from './AgentAwardsPanel';
import { RatingSummary } from './AgentRating';
import { AgentReviewsPanel } from './AgentReviewsPanel';
import { ExternalLink, safeHref } from './ExternalLink';
import { agentText, profileText } from './messages';
import { listPhones, PhoneRows } from './PhoneRows';
import { Chips, Facts } from './ProfileBlocks';
import { ProfileGate } from './ProfileGate';
import { ProfileLayout, type ProfileTab } from './ProfileLayout';
import { useProfileMeta, type ProfileLinks } from './profile-meta';
import { AGENT_TABS, useProfileUrl, type AgentTab } from './profile-url';

const SOCIAL_NETWORKS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
} as const;

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

const agentLd = (agent: Agent, { origin, url, locale }: ProfileLinks) =>
  agentJsonLd(agent, { url, officeUrl: origin + urls.office(locale, agent.province, agent.officeId) });

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
  useProfileMeta(
    agent,
    { title, description, type: 'website', image: { url: agent.photoUrl, alt: agent.name } },
    agentLd,
  );
}

function AgentCrumbs({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  return (
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
  );
}

/** The agent's website and social profiles as chips; only http(s) links are kept. */
function AgentLinks({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const website = safeHref(agent.website);
  const socials = (Object.keys(SOCIAL_NETWORKS) as (keyof typeof SOCIAL_NETWORKS)[])
    .map((key): { network: string; href: string | undefined } => ({
      network: SOCIAL_NETWORKS[key],
      href: safeHref(agent.socials[key]),
    }))
    .filter((social): social is { network: string; href: string } => social.href !== undefined);
  if (!website && socials.length === 0) return null;
  return (
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
  );
}

function FavouriteButton({ agentId }: { agentId: string }) {
  const intl = useIntl();
  const favourite = useFavouriteAgent(agentId);
  return (
    <ActionButton
      type="button"
      aria-pressed={favourite.favourite}
      // Signed out, the favourite waits in this browser and the sign-in drawer offers to keep it.
      onClick={favourite.toggle}
    >
      <HeartIcon />
      {intl.formatMessage(favourite.favourite ? agentText.saved : agentText.save)}
    </ActionButton>
  );
}

function AgentView({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const url = useProfileUrl(AGENT_TABS);
  useAgentMeta(agent);
  const phones = listPhones(agent.phones);

  const tabs: ProfileTab<AgentTab>[] = [
    { id: 'awards', label: intl.formatMessage(agentText.awards), content: <AgentAwardsPanel agent={agent} /> },
    { id: 'reviews', label: intl.formatMessage(agentText.reviews), content: <AgentReviewsPanel agent={agent} /> },
  ];

  return (
    <ProfileLayout
      top={<AgentCrumbs agent={agent} />}
      media={<img src={agent.photoUrl} alt="" width="200" height="200" />}
      name={agent.name}
      role={
        <>
          <span>{intl.formatMessage(agentText.role)}</span>
          <Link to={urls.office(locale, agent.province, agent.officeId, category)}>{agent.brokerage}</Link>
          <span>{[agent.city, provinceLabel(agent.province, locale)].join(', ')}</span>
        </>
      }
      action={<FavouriteButton agentId={agent.agentId} />}
      about={<AgentAboutPanel agent={agent} />}
      listings={{
        owner: { agentId: agent.agentId },
        title: intl.formatMessage(agentText.listings),
        expected: agent.listingCount,
      }}
      tabs={tabs}
      url={url}
      contact={{ kind: 'agent', agentId: agent.agentId, agentName: agent.name }}
    >
      <RatingSummary agent={agent} />
      {phones.length > 0 && (
        <Facts>
          <PhoneRows phones={phones} />
        </Facts>
      )}
      <AgentLinks agent={agent} />
    </ProfileLayout>
  );
}
