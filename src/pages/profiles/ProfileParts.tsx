import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { GallerySearchParams } from '@/api/contract/listings';
import { isNotFound } from '@/api/errors';
import { clampPage, GALLERY_PAGE_SIZE, pageCount } from '@/domain/sorting';
import { AGENT_LISTING_SORTS, agentListingSortMessages, type AgentListingSort } from '@/domain/agent-sorting';
import { ContactForm, type ContactSubject } from '@/features/leads/ContactForm';
import { ListingCard } from '@/features/listing/ListingCard';
import { searchApi } from '@/features/search/search-api';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { urls } from '@/routing/urls';
import { ButtonLink } from '@/ui/ButtonLink';
import { Container } from '@/ui/layout';
import { prefersReducedMotion } from '@/ui/motion';
import { Notice } from '@/ui/Notice';
import { Pagination } from '@/ui/Pagination';
import { Select } from '@/ui/Select';
import { PageLoadError, PageLoading } from '@/pages/shared/PageLoadError';
import { StatusLayout } from '@/pages/shared/StatusLayout';
import { agentText, notFoundText, officeText, profileText } from './messages';
import { listingSortParams, type ProfileUrl } from './profile-url';

export const Page = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  padding-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(12)};
`;

/** The top of a profile: photo (or a mark), name, role, facts and actions. */
export const Hero = styled.header`
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

export const HeroBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** Label and value pairs (phones, licence, address): a definition list laid out in two columns. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    align-self: center;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** The panels' content: blocks with a heading, two columns on wide screens. */
export const Blocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > section {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    align-content: start;
  }
  > section.wide {
    grid-column: 1 / -1;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    max-width: 70ch;
  }
`;

/** Values shown as small chips (languages, specialties, areas). */
export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Links stacked one per line, each a 44 px target. */
export const LinkList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

export const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: end;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(4)};
  > p {
    font-weight: 600;
  }
  > div {
    min-width: min(100%, 240px);
  }
`;

const Skeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 200px minmax(0, 1fr);
  }
  > div {
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  > div:first-child {
    width: 160px;
    aspect-ratio: 1;
    ${({ theme }) => theme.media.tablet} {
      width: 200px;
    }
  }
  > div:last-child {
    height: 180px;
  }
`;

const ContactBox = styled.section`
  scroll-margin-top: ${({ theme }) => theme.space(20)};
  max-width: 760px;
`;

const NOT_FOUND_CODE = '404';
/** Keeps an empty line's height (a count still to come), so nothing below it moves. */
export const NBSP = '\u00a0';
export const SPACE = ' ';
// The two searches' names, from the profiles' own texts.
const searchText = { agents: agentText.agentsSearch, offices: officeText.officesSearch };

/** While the profile loads: its shape, busy, and not yet ready for the prerender service. */
/**
 * What a profile shows while its query runs: the page once the data is here, the 404 page for an id the API
 * does not know (or none), a retry for any other failure, and a placeholder meanwhile.
 */
export function ProfileGate<T>({
  kind,
  id,
  query,
  children,
}: {
  kind: 'agent' | 'office';
  id: string;
  query: { data?: T; error?: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (!id || isNotFound(query.error)) return <ProfileNotFound kind={kind} />;
  if (query.data) return children(query.data);
  if (query.error) return <ProfileLoadError onRetry={() => void query.refetch()} />;
  return <ProfileLoading />;
}

export function ProfileLoading() {
  const intl = useIntl();
  return (
    <PageLoading label={intl.formatMessage(profileText.loading)}>
      <Skeleton>
        <div />
        <div />
      </Skeleton>
    </PageLoading>
  );
}

/** The API failed for another reason than an unknown id: say so and offer a retry (spec §8). */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <PageLoadError
      title={intl.formatMessage(profileText.loadErrorTitle)}
      body={intl.formatMessage(profileText.loadErrorBody)}
      retry={intl.formatMessage(profileText.retry)}
      onRetry={onRetry}
    />
  );
}

/** An agent or office id the API does not know: the 404 page, status 404 for the prerender service. */
export function ProfileNotFound({ kind }: { kind: 'agent' | 'office' }) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const title = intl.formatMessage(kind === 'agent' ? notFoundText.agentTitle : notFoundText.officeTitle);
  const body = intl.formatMessage(kind === 'agent' ? notFoundText.agentBody : notFoundText.officeBody);
  usePageMeta({ title, description: body, statusCode: 404, noindex: true });
  // The search for what was asked for first, then the other one.
  const searches = [
    { key: 'agents', to: urls.agents(locale, category), label: intl.formatMessage(searchText.agents) },
    { key: 'offices', to: urls.offices(locale, category), label: intl.formatMessage(searchText.offices) },
  ];
  if (kind === 'office') searches.reverse();
  return (
    <StatusLayout
      code={NOT_FOUND_CODE}
      title={title}
      body={<p>{body}</p>}
      actions={searches.map((search, index) => (
        <ButtonLink key={search.key} variant={index === 0 ? 'primary' : 'secondary'} to={search.to}>
          {search.label}
        </ButtonLink>
      ))}
    />
  );
}

/**
 * The profile's contact form in `section#contact`, below the tabs. A URL ending `#contact` (the rosters'
 * contact buttons) scrolls there once the profile is shown.
 */
export function ContactSection({ subject }: { subject: ContactSubject }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash !== '#contact') return;
    const target = ref.current;
    if (!target) return;
    const reduce = prefersReducedMotion();
    target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, []);
  return (
    <ContactBox id="contact" ref={ref} aria-labelledby={headingId}>
      <ContactForm subject={subject} headingId={headingId} />
    </ContactBox>
  );
}

/** The tabs opened so far: a panel's data (listings, agents) is fetched the first time it is shown. */
export function useOpenedTabs<T extends string>(tab: T): ReadonlySet<T> {
  const [opened, setOpened] = useState<ReadonlySet<T>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  return opened;
}

/** An external link (website, social, article): a new tab, said so, with no opener. */
export function ExternalLink({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  const intl = useIntl();
  const newTab = intl.formatMessage(profileText.newTab);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label ? [label, newTab].join(' ') : undefined}>
      {children}
      <span className="visually-hidden">{SPACE + newTab}</span>
    </a>
  );
}

/** Only http(s) links from the API become links: anything else (javascript:, data:) is dropped. */
export function safeHref(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** `tel:` wants digits and a leading plus at most. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface ProfileListingsProps<T extends string> {
  /** Whose listings: the gallery call's `agentId` or `officeId`. */
  owner: { agentId: string } | { officeId: string };
  ownerName: string;
  /** The panel's heading (its tab's name), for the cards' headings to sit under. */
  title: string;
  /** The profile's own count, to clamp a page number before the first answer. */
  expected: number;
  url: ProfileUrl<T>;
}

const SORT_OPTIONS = Object.keys(AGENT_LISTING_SORTS) as AgentListingSort[];

/** An agent's or office's listings: the gallery call, a sort (spec §3 agent listing sorts) and pages. */
export function ProfileListings<T extends string>({ owner, ownerName, title, expected, url }: ProfileListingsProps<T>) {
  const intl = useIntl();
  const { locale } = useRoute();
  const { sort, page: wanted } = url.state;
  const [known, setKnown] = useState(expected);
  const page = clampPage(wanted, known, GALLERY_PAGE_SIZE);
  const params: GallerySearchParams = {
    ...owner,
    ...listingSortParams(sort),
    from: page * GALLERY_PAGE_SIZE,
    size: GALLERY_PAGE_SIZE,
  };
  const result = searchApi.useGallerySearchQuery(params);
  const total = result.data?.totalHits;
  if (total !== undefined && total !== known) setKnown(total);
  const listings = result.data?.results ?? [];
  const top = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);
  // A new page of results starts at its top (the page links are at the bottom).
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  if (result.isError && !result.data) {
    return (
      <Notice
        tone="error"
        onRetry={() => void result.refetch()}
        retryLabel={intl.formatMessage(profileText.retry)}
        title={intl.formatMessage(profileText.listingsError)}
      />
    );
  }
  return (
    <div ref={top} aria-busy={result.isFetching}>
      <h2 className="visually-hidden">{title}</h2>
      <Toolbar>
        <p role="status">
          {total === undefined ? NBSP : intl.formatMessage(profileText.listingCount, { count: total })}
        </p>
        {(total ?? expected) > 1 && (
          <div>
            <Select
              label={intl.formatMessage(profileText.sortBy)}
              value={sort}
              options={SORT_OPTIONS.map((key) => ({
                value: key,
                label: intl.formatMessage(agentListingSortMessages[key]),
              }))}
              onChange={(event) => url.set({ sort: event.currentTarget.value as AgentListingSort, page: 0 })}
            />
          </div>
        )}
      </Toolbar>
      {total === 0 ? (
        <Notice tone="info" live={false}>
          <p>{intl.formatMessage(profileText.listingsEmpty, { name: ownerName })}</p>
        </Notice>
      ) : (
        <Cards>
          {listings.map((listing) => (
            <li key={listing.listingId}>
              <ListingCard listing={listing} locale={locale} />
            </li>
          ))}
        </Cards>
      )}
      {total !== undefined && total > GALLERY_PAGE_SIZE && (
        <Pagination
          page={page}
          lastPage={pageCount(total, GALLERY_PAGE_SIZE) - 1}
          hrefFor={(p) => url.href({ page: p })}
        />
      )}
    </div>
  );
}

/** A titled part of a profile's About tab. */
export function Block({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={wide ? 'wide' : undefined}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A titled list of values as chips; nothing at all when there are none. */
export function ChipBlock({ title, values }: { title: string; values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <Block title={title}>
      <Chips>
        {values.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </Chips>
    </Block>
  );
}
