import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { buttonStyles } from './Button';
import { cardCoverLink, linkedCardStyles } from './card';
import { inlineList } from './layout';

const PHOTO_PX = 88;

// With a photo, the photo fills the first column beside the name and details; without one (an office),
// an accent rule across the top gives the card its weight.
const Shell = styled.article<{ $withPhoto: boolean }>`
  ${linkedCardStyles};
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  ${({ $withPhoto, theme }) =>
    $withPhoto
      ? css`
          grid-template-columns: ${PHOTO_PX}px minmax(0, 1fr);
          column-gap: ${theme.space(4)};
          padding: ${theme.space(4)};
        `
      : css`
          padding: ${theme.space(4)} ${theme.space(5)};
          border-block-start: 4px solid ${theme.colors.accent};
        `};
`;

const Photo = styled.img`
  grid-row: 1 / span 2;
  width: ${PHOTO_PX}px;
  height: ${PHOTO_PX}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  min-width: 0;
  ${cardCoverLink};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Facts = styled.ul`
  ${inlineList};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
`;

/** Actions sit above the name link's cover, so they stay their own targets. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a.contact {
    ${buttonStyles.secondary};
  }
  a.phone {
    ${buttonStyles.ghost};
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

/** A line of text; `className` names it for styles and tests. */
export interface ProfileCardLine {
  text: ReactNode;
  className?: string;
}

/** A link whose visible text is short ("Contact", a phone number): `label` is its full accessible name. */
export interface ProfileCardLink {
  text: string;
  label: string;
  href: string;
}

export interface ProfileCardProps {
  /** The person's or the office's name, the card's heading. */
  name: string;
  /** Their page: the name links there, and the link covers the card. */
  href: string;
  /** Cards sit under the page's h1: h2 by default. */
  headingLevel?: 2 | 3;
  /** A portrait, decorative (the name says who it is); only the first cards of a page load it eagerly. */
  photo?: { src: string; eager?: boolean };
  /** Muted lines under the name: the brokerage, the address, the place. */
  lines: ProfileCardLine[];
  /** Short facts shown as pills ("12 agents"). */
  facts?: ProfileCardLine[];
  /** A telephone link (`tel:`), before the contact link. */
  phone?: ProfileCardLink;
  /** The contact form on their page. */
  contact: ProfileCardLink;
  /** Further details under the name (languages, a rating). */
  children?: ReactNode;
  /** `data-*` attributes for the card, such as the record's id. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A card of a person or an office in a roster: photo, name (the link to their page, covering the card),
 * muted lines, details and facts, then a phone link and a contact link as their own targets.
 */
export function ProfileCard({
  name,
  href,
  headingLevel = 2,
  photo,
  lines,
  facts,
  phone,
  contact,
  children,
  ...data
}: ProfileCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Shell $withPhoto={photo !== undefined} {...data}>
      {photo && (
        <Photo
          src={photo.src}
          alt=""
          width={PHOTO_PX}
          height={PHOTO_PX}
          loading={photo.eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <Who>
        <Heading>
          <Link to={href}>{name}</Link>
        </Heading>
        {lines.map((line, i) => (
          <Muted key={i} className={line.className}>
            {line.text}
          </Muted>
        ))}
      </Who>
      {(children || facts) && (
        <Details>
          {children}
          {facts && (
            <Facts>
              {facts.map((fact, i) => (
                <li key={i} className={fact.className}>
                  {fact.text}
                </li>
              ))}
            </Facts>
          )}
        </Details>
      )}
      <Actions>
        {phone && (
          <a className="phone" href={phone.href} aria-label={phone.label}>
            {phone.text}
          </a>
        )}
        <Link className="contact" to={contact.href} aria-label={contact.label}>
          {contact.text}
        </Link>
      </Actions>
    </Shell>
  );
}
