import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ContactSubject } from '@/features/leads/contact-subject';
import { ActionButton } from '@/ui/ActionButton';
import { Container } from '@/ui/layout';
import { Tabs } from '@/ui/Tabs';
import { ContactSection } from './ContactSection';
import { profileText } from './messages';
import type { ProfileUrl } from './profile-url';
import { ProfileListings, type ProfileListingsProps } from './ProfileListings';

const Page = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  padding-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(12)};
`;

/** The top of a profile: photo (or a mark), name, role, facts and actions. */
const Hero = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 200px minmax(0, 1fr);
  }
  > img,
  > .mark {
    width: 112px;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    object-fit: cover;
    ${({ theme }) => theme.media.tablet} {
      width: 200px;
    }
  }
  > .mark {
    display: grid;
    place-items: center;
    color: ${({ theme }) => theme.colors.accent};
    svg {
      width: 72px;
      height: 72px;
    }
  }
  h1 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  /* One fact a line on a phone; side by side, with separators, from a tablet up (a separator must never
     start a wrapped line). */
  .role {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    column-gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    ${({ theme }) => theme.media.tablet} {
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
    }
  }
  ${({ theme }) => theme.media.tablet} {
    .role > * + *::before {
      content: '·';
      margin-inline-end: ${({ theme }) => theme.space(2)};
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
  .role a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const HeroBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** A profile's tab; a `lazy` one's panel (and its data) waits until the tab is first opened. */
export interface ProfileTab<T extends string> {
  id: T;
  label: string;
  content: ReactNode;
  lazy?: boolean;
}

/** The tabs opened so far: a panel's data (listings, agents) is fetched the first time it is shown. */
function useOpenedTabs(tab: string): ReadonlySet<string> {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  return opened;
}

interface ProfileLayoutProps<T extends string> {
  /** Above the header (the agent's breadcrumbs). */
  top?: ReactNode;
  /** The photo, or a mark standing for one. */
  media: ReactNode;
  name: string;
  /** The facts beside the name (role, brokerage, place…), one element each. */
  role: ReactNode;
  /** The header's other content, between the role and the actions. */
  children: ReactNode;
  /** The action after "Send a message". */
  action: ReactNode;
  /** The About tab's panel. */
  about: ReactNode;
  /** Whose listings the Listings tab shows, and its name. */
  listings: Pick<ProfileListingsProps<T>, 'owner' | 'title' | 'expected'>;
  /** The tabs after About and Listings. */
  tabs: readonly ProfileTab<T>[];
  url: ProfileUrl<T>;
  contact: ContactSubject;
}

/**
 * An agent's or office's profile: header, tabs (the open one in the URL; About and Listings first, then the
 * profile's own) and the contact form below.
 */
export function ProfileLayout<T extends string>({
  top,
  media,
  name,
  role,
  children,
  action,
  about,
  listings,
  tabs,
  url,
  contact,
}: ProfileLayoutProps<T>) {
  const intl = useIntl();
  const tab = url.state.tab;
  const opened = useOpenedTabs(tab);
  const all: ProfileTab<string>[] = [
    { id: 'about', label: intl.formatMessage(profileText.about), content: about },
    {
      id: 'listings',
      label: listings.title,
      content: <ProfileListings {...listings} ownerName={name} url={url} />,
      lazy: true,
    },
    ...tabs,
  ];
  const items = all.map(({ id, label, content, lazy }) => ({
    id,
    label,
    content: !lazy || opened.has(id) ? content : null,
  }));
  return (
    <Page>
      {top}
      <Hero>
        {media}
        <HeroBody>
          <h1>{name}</h1>
          <p className="role">{role}</p>
          {children}
          <Actions>
            <ActionButton as="a" href="#contact" className="primary">
              {intl.formatMessage(profileText.sendMessage)}
            </ActionButton>
            {action}
          </Actions>
        </HeroBody>
      </Hero>
      <Tabs
        items={items}
        label={intl.formatMessage(profileText.sections)}
        value={tab}
        onChange={(id) => url.set({ tab: id as T }, { replace: true })}
      />
      <ContactSection subject={contact} />
    </Page>
  );
}
