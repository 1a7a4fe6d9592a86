import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { buttonStyles } from '@/ui/Button';
import { Container } from '@/ui/layout';
import { takeoverMessages } from './takeover-messages';
import { useTakeover } from './use-takeover';

// The same rhythm as the home page's own sections, so it can sit between any two of them.
const Outer = styled(Container)`
  padding-block: ${({ theme }) => theme.space(12)} 0;
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space(8)};
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 44rem;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Label = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  img {
    width: 24px;
    height: 24px;
  }
`;

const Cta = styled.a`
  ${buttonStyles.primary};
  padding-block: ${({ theme }) => theme.space(2)};
  text-align: center;
`;

/**
 * Spec §3: the takeover's sponsored section on the home page, marked "Sponsored" in plain view, with a call
 * to action that leads to the sponsor; nothing outside the takeover.
 */
export function SponsoredSection() {
  const intl = useIntl();
  const takeover = useTakeover();
  const titleId = useId();
  if (!takeover) return null;
  const { sponsorName: sponsor, sponsoredSection } = takeover;
  return (
    <Outer as="section" aria-labelledby={titleId}>
      <Card>
        <Text>
          <Label>
            <img
              src={sponsoredSection.image.src}
              width={sponsoredSection.image.width}
              height={sponsoredSection.image.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            {intl.formatMessage(takeoverMessages.label)}
          </Label>
          <h2 id={titleId}>{intl.formatMessage(takeoverMessages.title)}</h2>
          <p>{intl.formatMessage(takeoverMessages.body, { sponsor })}</p>
        </Text>
        <Cta href={sponsoredSection.href} rel="sponsored noopener">
          {intl.formatMessage(takeoverMessages.cta, { sponsor })}
        </Cta>
      </Card>
    </Outer>
  );
}
