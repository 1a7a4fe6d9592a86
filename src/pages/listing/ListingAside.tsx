import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ListingDetail } from '@/api/contract/listings';
import { Button } from '@/ui/Button';
import { listingText } from './messages';

const Aside = styled.aside`
  display: none;
  @media (min-width: 1280px) {
    display: block;
    > div {
      position: sticky;
      top: 72px;
      display: grid;
      gap: ${({ theme }) => theme.space(3)};
      margin-top: ${({ theme }) => theme.space(8)};
      padding: ${({ theme }) => theme.space(5)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.card};
    }
    h2 {
      font-size: ${({ theme }) => theme.fontSizes.sm};
      color: ${({ theme }) => theme.colors.textMuted};
      text-transform: uppercase;
      letter-spacing: 0.06em;
    }
    p {
      font-weight: 600;
    }
    small {
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: 400;
    }
  }
`;

function AgentOrOfficeLink({ href, name }: { href: string | undefined; name: string }) {
  return href ? <Link to={href}>{name}</Link> : name;
}

interface ListingAsideProps {
  listing: ListingDetail;
  headingId: string;
  agentHref: string | undefined;
  officeHref: string | undefined;
  /** The contact form's intent, then a jump to it. */
  onContact: (intent: 'contact' | 'viewing') => void;
}

/** The wide screens' column beside the sections: who lists the home, their phone, and the contact actions. */
export function ListingAside({ listing, headingId, agentHref, officeHref, onContact }: ListingAsideProps) {
  const intl = useIntl();
  return (
    <Aside aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{intl.formatMessage(listingText.listedBy)}</h2>
        {listing.agent?.firstName && (
          <p>
            {/* The agent's and the office's profiles, where the visitor can read about them and see their other listings. */}
            <AgentOrOfficeLink
              href={agentHref}
              name={[listing.agent.firstName, listing.agent.lastName].filter(Boolean).join(' ')}
            />
            {listing.office?.name && (
              <small>
                <AgentOrOfficeLink href={officeHref} name={listing.office.name} />
              </small>
            )}
          </p>
        )}
        {listing.office?.phone && <a href={`tel:${listing.office.phone}`}>{listing.office.phone}</a>}
        <Button type="button" onClick={() => onContact('contact')}>
          {intl.formatMessage(listingText.contactAgent)}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onContact('viewing')}>
          {intl.formatMessage(listingText.requestViewing)}
        </Button>
      </div>
    </Aside>
  );
}
