import { useIntl } from 'react-intl';
import type { Agent } from '@/api/contract/directory';
import type { Locale } from '@/config/env';
import { designationLabel, hobbyLabel, specialtyLabel, supporterLabel } from '@/domain/people';
import { provinceLabel } from '@/domain/provinces';
import { useRoute } from '@/routing/route-context';
import { ExternalLink, safeHref } from './ExternalLink';
import { agentText, profileText } from './messages';
import { Block, Blocks, ChipBlock, CodedChipBlock, Facts, LabelledChipBlock, LinkList } from './ProfileBlocks';
import { textLang } from './text-lang';

/** The agent's bio in the page's language, else the other one, with the language it is in. */
function bioOf(agent: Agent, locale: Locale): { text: string; lang: Locale } | undefined {
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  for (const lang of [locale, other]) if (agent.bio[lang]) return { text: agent.bio[lang], lang };
  return undefined;
}

/** The agent's About tab: bio, experience, areas, languages, licence, interests and articles. */
export function AgentAboutPanel({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const { locale } = useRoute();
  const bio = bioOf(agent, locale);
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
          <p lang={textLang(bio.text, locale, bio.lang)}>{bio.text}</p>
        </Block>
      )}
      <Block title={intl.formatMessage(agentText.experience)}>
        <p>{intl.formatMessage(agentText.years, { years: agent.experienceYears })}</p>
      </Block>
      <ChipBlock title={intl.formatMessage(profileText.serviceAreas)} values={agent.serviceAreas} />
      <CodedChipBlock field="languages" values={agent.languages} />
      <LabelledChipBlock
        title={intl.formatMessage(agentText.specialties)}
        label={specialtyLabel}
        values={agent.specialties}
      />
      <CodedChipBlock field="realEstateTypes" values={agent.realEstateTypes} />
      <LabelledChipBlock
        title={intl.formatMessage(agentText.designations)}
        label={designationLabel}
        values={agent.designations}
      />
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
      <LabelledChipBlock title={intl.formatMessage(agentText.hobbies)} label={hobbyLabel} values={agent.hobbies} />
      <CodedChipBlock field="civicActivities" values={agent.civicActivities} />
      <LabelledChipBlock title={intl.formatMessage(agentText.supporter)} label={supporterLabel} values={supports} />
      {articles.length > 0 && (
        <Block title={intl.formatMessage(agentText.articles)}>
          <LinkList>
            {articles.map((article) => (
              <li key={article.href} lang={textLang(article.title, locale)}>
                <ExternalLink href={article.href}>{article.title}</ExternalLink>
              </li>
            ))}
          </LinkList>
        </Block>
      )}
    </Blocks>
  );
}
