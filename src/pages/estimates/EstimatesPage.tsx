import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BlogCards } from '@/features/blog/BlogCards';
import { AddressSearch } from '@/features/estimates/AddressSearch';
import { NotAppraisal, PartnerAttribution } from '@/features/estimates/EstimateParts';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { urls } from '@/routing/urls';
import { Container } from '@/ui/layout';
import { landingText } from './messages';

/** The CMS tag of the estimator's blog posts (spec §3 blog card). */
const BLOG_TAGS = ['cms-homeEstimator'] as const;

const Hero = styled.section`
  background: linear-gradient(
    180deg,
    color-mix(in srgb, ${({ theme }) => theme.colors.accent} 10%, ${({ theme }) => theme.colors.bg}),
    ${({ theme }) => theme.colors.bg}
  );
  padding-block: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(10)};
`;

const HeroInner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
  h1 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.display};
    line-height: 1.1;
  }
  .eyebrow {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
  }
  .lead {
    max-width: 44rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Body = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  padding-block: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(12)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    align-content: start;
    padding: ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: 700;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Notes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 60rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/**
 * The home value estimator's landing page (spec §1, §2.2 `/home-estimates-canada`, prefix `/estimate`):
 * find a British Columbia address, then its estimate page.
 */
export function EstimatesPage() {
  const intl = useIntl();
  const { locale, category } = useRoute();
  usePageMeta({
    title: intl.formatMessage(landingText.metaTitle),
    description: intl.formatMessage(landingText.metaDescription),
    canonicalPath: urls.homeEstimates('en'),
  });
  const steps = [
    { key: 'find', title: landingText.step1Title, body: landingText.step1Body },
    { key: 'login', title: landingText.step2Title, body: landingText.step2Body },
    { key: 'range', title: landingText.step3Title, body: landingText.step3Body },
  ];
  return (
    <>
      <Hero>
        <HeroInner>
          <p className="eyebrow">{intl.formatMessage(landingText.eyebrow)}</p>
          <h1>{intl.formatMessage(landingText.title)}</h1>
          <p className="lead">{intl.formatMessage(landingText.lead)}</p>
          <AddressSearch />
        </HeroInner>
      </Hero>
      <Body>
        <section aria-labelledby="estimates-how">
          <h2 id="estimates-how">{intl.formatMessage(landingText.howTitle)}</h2>
          <Steps>
            {steps.map((step) => (
              <li key={step.key}>
                <h3>{intl.formatMessage(step.title)}</h3>
                <p>{intl.formatMessage(step.body)}</p>
              </li>
            ))}
          </Steps>
        </section>
        <Notes>
          <NotAppraisal />
          <Link to={urls.agents(locale, category)}>{intl.formatMessage(landingText.agents)}</Link>
          <PartnerAttribution />
        </Notes>
        <BlogCards tags={BLOG_TAGS} count={3} heading={intl.formatMessage(landingText.blog)} />
      </Body>
    </>
  );
}
