import { useIntl } from 'react-intl';
import type { Agent } from '@/api/contract/directory';
import { hobbyLabel, specialtyLabel, supporterLabel } from '@/domain/people';
import { provinceLabel } from '@/domain/provinces';
import { useRoute } from '@/routing/route-context';
import { ExternalLink, safeHref } from './ExternalLink';
import { agentText, profileText } from './messages';
import { Block, Blocks, ChipBlock, CodedChipBlock, Facts, LinkList } from './ProfileBlocks';

/** The agent's About tab: bio, experience, areas, languages, licence, interests and articles. */
export function AgentAboutPanel({ agent }: { agent: Agent }) {
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
      <CodedChipBlock field="languages" values={agent.languages} />
      <ChipBlock
        title={intl.formatMessage(agentText.specialties)}
        values={agent.specialties.map((value) => specialtyLabel(intl, value))}
      />
      <CodedChipBlock field="realEstateTypes" values={agent.realEstateTypes} />
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
