import { OfficeCard } from '@/features/offices/OfficeCard';
import { officesApi } from '@/features/offices/offices-endpoints';
import { RosterLayout } from './RosterLayout';
import { useRosterUrl } from './use-roster-url';

/**
 * Office search (spec §2.6): `/offices`, `/find-agent-or-office/office` and the city pages
 * `/{province}/{city}-real-estate-offices`, in every category and both languages. The URL holds the search.
 */
export function OfficesPage() {
  const roster = useRosterUrl('offices');
  const query = officesApi.useOfficeSearchQuery(roster.params);
  const { locale, category } = roster.route;
  return (
    <RosterLayout
      kind="offices"
      roster={roster}
      query={query}
      keyOf={(office) => office.officeId}
      cityOf={(office) => office.city}
      renderCard={(office) => <OfficeCard office={office} locale={locale} category={category} />}
    />
  );
}
