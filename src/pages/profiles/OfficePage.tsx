import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { Office } from '@/api/contract/directory';
import { directionsUrl, officeJsonLd } from '@/domain/people-seo';
import { specialtyLabel } from '@/domain/people';
import { provinceLabel } from '@/domain/provinces';
import { officesApi } from '@/features/offices/offices-endpoints';
import { useRoute } from '@/routing/route-context';
import { ActionButton } from '@/ui/ActionButton';
import { BuildingIcon, MapPinIcon } from '@/ui/icons';
import { ExternalLink, NewTabHint, safeHref } from './ExternalLink';
import { officeText, profileText } from './messages';
import { OfficeAgentsPanel } from './OfficeAgentsPanel';
import { listPhones, PhoneRows } from './PhoneRows';
import { Blocks, ChipBlock, CodedChipBlock, Facts, LabelledChipBlock } from './ProfileBlocks';
import { ProfileGate } from './ProfileGate';
import { ProfileLayout, type ProfileTab } from './ProfileLayout';
import { useProfileMeta, type ProfileLinks } from './profile-meta';
import { OFFICE_TABS, useProfileUrl, type OfficeTab } from './profile-url';

/** The office profile (spec §2.6): `/{province}/{officeId}` (id ending `-br`), internal `/offices/{officeId}`. */
export function OfficePage() {
  const { officeId = '' } = useParams<{ officeId: string }>();
  const office = officesApi.useOfficeQuery(officeId, { skip: !officeId });
  return (
    <ProfileGate kind="office" id={officeId} query={office}>
      {(data) => <OfficeView office={data} />}
    </ProfileGate>
  );
}

const officeLd = (office: Office, { url }: ProfileLinks) => officeJsonLd(office, { url });

function useOfficeMeta(office: Office) {
  const intl = useIntl();
  const { locale } = useRoute();
  const title = intl.formatMessage(officeText.metaTitle, { name: office.name, city: office.city });
  const description = intl.formatMessage(officeText.metaDescription, {
    name: office.name,
    city: office.city,
    province: provinceLabel(office.province, locale),
    agents: office.agentCount,
  });
  useProfileMeta(office, { title, description }, officeLd);
}

function AboutPanel({ office }: { office: Office }) {
  const intl = useIntl();
  return (
    <Blocks>
      <CodedChipBlock field="languages" values={office.languages} />
      <CodedChipBlock field="realEstateTypes" values={office.realEstateTypes} />
      <LabelledChipBlock
        title={intl.formatMessage(officeText.specializes)}
        label={specialtyLabel}
        values={office.specializes}
      />
      <ChipBlock title={intl.formatMessage(officeText.servingAreas)} values={office.servingAreas} />
      <CodedChipBlock field="civicActivities" values={office.civicActivities} />
    </Blocks>
  );
}

/** The office's address, phones and website. */
function OfficeFacts({ office }: { office: Office }) {
  const intl = useIntl();
  const { locale } = useRoute();
  const website = safeHref(office.website);
  const province = provinceLabel(office.province, locale);
  return (
    <Facts>
      <dt>{intl.formatMessage(officeText.address)}</dt>
      <dd>
        <address style={{ fontStyle: 'normal' }}>
          {[office.address, office.city, province, office.postalCode].filter(Boolean).join(', ')}
        </address>
      </dd>
      <PhoneRows phones={listPhones({ phone: office.phone, fax: office.fax })} />
      {website && (
        <>
          <dt>{intl.formatMessage(profileText.website)}</dt>
          <dd>
            <ExternalLink href={website}>{new URL(website).host}</ExternalLink>
          </dd>
        </>
      )}
    </Facts>
  );
}

function DirectionsLink({ office }: { office: Office }) {
  const intl = useIntl();
  const directions = directionsUrl({ address: office.address, city: office.city, province: office.province });
  return (
    <ActionButton as="a" href={directions} target="_blank" rel="noopener noreferrer">
      <MapPinIcon />
      {intl.formatMessage(officeText.directions)}
      <NewTabHint />
    </ActionButton>
  );
}

function OfficeView({ office }: { office: Office }) {
  const intl = useIntl();
  const url = useProfileUrl(OFFICE_TABS);
  useOfficeMeta(office);

  const tabs: ProfileTab<OfficeTab>[] = [
    {
      id: 'agents',
      label: intl.formatMessage(officeText.agents),
      content: <OfficeAgentsPanel office={office} url={url} />,
      lazy: true,
    },
  ];

  return (
    <ProfileLayout
      media={
        <div className="mark" aria-hidden="true">
          <BuildingIcon />
        </div>
      }
      name={office.name}
      role={
        <>
          <span>{intl.formatMessage(officeText.role)}</span>
          <span>{intl.formatMessage(officeText.agentCount, { count: office.agentCount })}</span>
        </>
      }
      action={<DirectionsLink office={office} />}
      about={<AboutPanel office={office} />}
      listings={{
        owner: { officeId: office.officeId },
        title: intl.formatMessage(officeText.listings),
        expected: office.listingCount,
      }}
      tabs={tabs}
      url={url}
      contact={{ kind: 'office', officeId: office.officeId, officeName: office.name }}
    >
      <OfficeFacts office={office} />
    </ProfileLayout>
  );
}
