import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  DIRECTORY_PROPERTY_TYPES,
  type PlaceDirectory,
  type PlaceDirectoryCity,
  type PlaceDirectoryKind,
  type PlaceDirectoryProvince,
} from '@/api/contract/place-directory';
import type { Locale } from '@/config/env';
import { formatNumber } from '@/domain/format';
import { localisePath, urls } from '@/routing/urls';
import { chipLinks } from '@/ui/layout';
import { directoryText } from './messages';
import { ShowMoreList } from './ShowMoreList';

const JumpList = styled.nav`
  ul {
    ${chipLinks}
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* The sticky header must not cover a province's heading when the jump list leads there. */
  scroll-margin-top: ${({ theme }) => theme.space(24)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-top: ${({ theme }) => theme.space(2)};
  }
  li > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  .types {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(1)};
  }
  .types a {
    display: inline-flex;
    align-items: center;
    /* A flex item's text loses its edge spaces: the gap keeps "Houses (417)" apart. */
    gap: 0.3em;
    min-height: 44px;
  }
  .types a.city {
    font-weight: 600;
  }
`;

const Province = styled.p`
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** The results page a city's link leads to, for the directory's kind (never the neighbourhoods kind). */
export function cityHref(kind: PlaceDirectoryKind, locale: Locale, province: string, city: string): string {
  switch (kind) {
    case 'rentals':
      return urls.cityRentals(locale, province, city);
    case 'open-houses':
      return urls.openHouses(locale, province, city);
    case 'agents':
      return urls.cityAgents(locale, province, city);
    default:
      return urls.city(locale, province, city);
  }
}

interface ViewProps {
  directory: PlaceDirectory;
  locale: Locale;
}

/** The jump list to each province's section (`#on`). */
export function ProvinceJumpList({ directory, locale }: ViewProps) {
  const intl = useIntl();
  return (
    <JumpList aria-label={intl.formatMessage(directoryText.jumpList)} data-provinces="">
      <ul>
        {directory.provinces.map((p) => (
          <li key={p.code}>
            <a href={`#${p.code.toLowerCase()}`}>{p.name[locale]}</a>
          </li>
        ))}
      </ul>
    </JumpList>
  );
}

/** Every province's section: its heading and its cities' (or neighbourhoods') links. */
export function PlaceDirectoryView({ directory, locale }: ViewProps) {
  return directory.provinces.map((province) => (
    <ProvinceSection key={province.code} province={province} kind={directory.kind} locale={locale} />
  ));
}

function ProvinceSection({
  province,
  kind,
  locale,
}: {
  province: PlaceDirectoryProvince;
  kind: PlaceDirectoryKind;
  locale: Locale;
}) {
  const intl = useIntl();
  const id = province.code.toLowerCase();
  const name = province.name[locale];
  const count = (n: number) => formatNumber(n, locale);
  const link = (label: string, n: number) => intl.formatMessage(directoryText.link, { name: label, count: count(n) });
  const cityLink = (city: PlaceDirectoryCity) => (
    <Link to={cityHref(kind, locale, province.code, city.slug)}>{link(city.name, city.count)}</Link>
  );

  let body: ReactNode;
  if (kind === 'neighbourhoods') {
    body = province.cities.map((city) => (
      <div key={city.slug}>
        <h3>{city.name}</h3>
        <ShowMoreList
          items={city.neighbourhoods ?? []}
          keyOf={(n) => n.neighbourhoodId}
          render={(n) => <Link to={localisePath(n.detailUrl, locale)}>{link(n.name, n.count)}</Link>}
          moreLabel={intl.formatMessage(directoryText.showAllNeighbourhoods, {
            count: city.neighbourhoods?.length ?? 0,
            place: city.name,
          })}
          fewerLabel={intl.formatMessage(directoryText.showFewer)}
        />
      </div>
    ));
  } else {
    const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;
    body = (
      <>
        {kind === 'property-types' && (
          <Province>
            <Link to={urls.province(locale, province.code)}>
              {intl.formatMessage(directoryText.provinceAll, { province: name, count: count(province.count) })}
            </Link>
          </Province>
        )}
        <ShowMoreList
          items={province.cities}
          keyOf={(city) => city.slug}
          render={(city) =>
            kind === 'property-types' ? (
              <div className="types">
                <Link className="city" to={urls.city(locale, province.code, city.slug)}>
                  {link(city.name, city.count)}
                </Link>
                {DIRECTORY_PROPERTY_TYPES.filter((type) => city.types?.[type]).map((type) => (
                  <Link key={type} to={urls.cityType(locale, province.code, city.slug, type)}>
                    {intl.formatMessage(directoryText.type, {
                      type,
                      city: city.name,
                      count: count(city.types?.[type] ?? 0),
                      hidden,
                    })}
                  </Link>
                ))}
              </div>
            ) : (
              cityLink(city)
            )
          }
          moreLabel={intl.formatMessage(directoryText.showAllCities, { count: province.cities.length, place: name })}
          fewerLabel={intl.formatMessage(directoryText.showFewer)}
        />
      </>
    );
  }

  return (
    <Section id={id} data-province={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{name}</h2>
      {body}
    </Section>
  );
}
