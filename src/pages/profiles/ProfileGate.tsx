import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isNotFound } from '@/api/errors';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { urls } from '@/routing/urls';
import { ButtonLink } from '@/ui/ButtonLink';
import { PageLoadError, PageLoading } from '@/pages/shared/PageLoadError';
import { StatusLayout } from '@/pages/shared/StatusLayout';
import { agentText, notFoundText, officeText, profileText } from './messages';

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

type ProfileKind = 'agent' | 'office';

const NOT_FOUND_CODE = '404';
// The two searches' names, from the profiles' own texts.
const searchText = { agents: agentText.agentsSearch, offices: officeText.officesSearch };

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
  kind: ProfileKind;
  id: string;
  query: { data?: T; error?: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (!id || isNotFound(query.error)) return <ProfileNotFound kind={kind} />;
  if (query.data) return children(query.data);
  if (query.error) return <ProfileLoadError onRetry={() => void query.refetch()} />;
  return <ProfileLoading />;
}

/** While the profile loads: its shape, busy, and not yet ready for the prerender service. */
function ProfileLoading() {
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
function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
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
function ProfileNotFound({ kind }: { kind: ProfileKind }) {
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
