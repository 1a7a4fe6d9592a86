import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PlaceDirectoryKind } from '@/api/contract/place-directory';
import { placeDirectoryApi } from '@/features/place-directory/place-directory-endpoints';
import { directoryIntro, directoryText } from '@/features/place-directory/messages';
import { PlaceDirectoryView, ProvinceJumpList } from '@/features/place-directory/PlaceDirectoryView';
import { RelatedLinks } from '@/features/place-directory/RelatedLinks';
import { usePageMeta } from '@/routing/page-meta';
import { pageText } from '@/routing/page-titles';
import { useRoute } from '@/routing/route-context';
import { DIRECTORY_PAGES, type DirectoryPage as DirectorySlug } from '@/routing/route-table';
import { urls } from '@/routing/urls';
import { PageColumn } from '@/ui/layout';
import { Notice } from '@/ui/Notice';

/** What each directory page lists (spec §2.2). */
export const DIRECTORY_KINDS: Readonly<Record<DirectorySlug, PlaceDirectoryKind>> = {
  'real-estate-agents-in-canada': 'agents',
  'real-estate-listings-in-canada': 'listings',
  'neighbourhoods-in-canada': 'neighbourhoods',
  'open-houses-in-canada': 'open-houses',
  'real-estate-rentals-canada': 'rentals',
  'real-estate-listings-canada': 'property-types',
};

const Page = styled(PageColumn)`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.15;
  }
  .intro {
    max-width: 70ch;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

// Space kept for the provinces while they load, so the page below does not jump.
const Skeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 60vh;
  span {
    display: block;
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const isDirectorySlug = (value: string | undefined): value is DirectorySlug =>
  (DIRECTORY_PAGES as readonly (string | undefined)[]).includes(value);

/**
 * The search-engine directory pages (spec §2.2): per province, links to its cities' (or neighbourhoods')
 * results pages, each with its count, twelve shown and the rest behind "Show all".
 */
export function DirectoryPage() {
  const intl = useIntl();
  const route = useRoute();
  const { locale } = route;
  const slug: DirectorySlug = isDirectorySlug(route.params.slug) ? route.params.slug : 'real-estate-listings-in-canada';
  const kind = DIRECTORY_KINDS[slug];
  const query = placeDirectoryApi.usePlaceDirectoryQuery(kind);
  const { title } = pageText(route, intl);
  const intro = intl.formatMessage(directoryIntro[kind]);
  const directory = query.currentData;

  usePageMeta({
    title,
    description: intro,
    canonicalPath: urls.directory('en', slug),
    ready: !query.isFetching && (directory !== undefined || query.isError),
  });

  return (
    <Page>
      <h1>{title}</h1>
      <p className="intro">{intro}</p>
      {directory ? (
        <>
          {directory.provinces.length > 0 ? (
            <>
              <ProvinceJumpList directory={directory} locale={locale} />
              <PlaceDirectoryView directory={directory} locale={locale} />
            </>
          ) : (
            <Notice>{intl.formatMessage(directoryText.empty)}</Notice>
          )}
        </>
      ) : query.isError ? (
        <Notice
          tone="error"
          title={intl.formatMessage(directoryText.error)}
          onRetry={() => void query.refetch()}
          retryLabel={intl.formatMessage(directoryText.retry)}
        />
      ) : (
        <Skeleton aria-busy="true">
          <p className="visually-hidden">{intl.formatMessage(directoryText.loading)}</p>
          {Array.from({ length: 8 }, (_, i) => (
            <span key={i} aria-hidden="true" />
          ))}
        </Skeleton>
      )}
      <RelatedLinks locale={locale} current={slug} />
    </Page>
  );
}
