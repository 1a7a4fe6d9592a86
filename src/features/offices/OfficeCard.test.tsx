// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Office, OfficeCard as OfficeCardData } from '@/api/contract/directory';
import { defaultDb } from '@/mocks/handlers';
import { renderWithProviders } from '@/test/render';
import { OfficeCard } from './OfficeCard';

let offices: readonly Office[];
beforeAll(() => {
  offices = defaultDb.data.offices;
});

const toCard = (o: Office): OfficeCardData => ({
  officeId: o.officeId,
  detailUrl: o.detailUrl,
  name: o.name,
  address: o.address,
  city: o.city,
  province: o.province,
  phone: o.phone,
  agentCount: o.agentCount,
  listingCount: o.listingCount,
});

describe('OfficeCard', () => {
  it('shows an office: its page and contact links, address, a phone link, agent and listing counts', async () => {
    const office = offices.find((o) => o.agentCount > 1 && o.listingCount > 1)!;
    await renderWithProviders(<OfficeCard office={toCard(office)} locale="en" />);
    const card = screen.getByRole('article');
    expect(card.dataset.officeId).toBe(office.officeId);
    const page = `/${office.province.toLowerCase()}/${office.officeId}`;
    within(card).getByRole('heading', { level: 2, name: office.name });
    expect(within(card).getByRole('link', { name: office.name }).getAttribute('href')).toBe(page);
    expect(
      within(card)
        .getByRole('link', { name: `Contact ${office.name}` })
        .getAttribute('href'),
    ).toBe(`${page}#contact`);
    const phone = within(card).getByRole('link', { name: `Call ${office.phone}` });
    expect(phone.getAttribute('href')).toBe(`tel:+1${office.phone.replace(/\D/g, '')}`);
    within(card).getByText(office.address);
    within(card).getByText(`${office.city}, ${office.province}`);
    within(card).getByText(`${office.agentCount} agents`);
    within(card).getByText(`${office.listingCount} listings`);
  });

  it('speaks French', async () => {
    const office = offices.find((o) => o.province === 'QC' && o.agentCount > 1)!;
    await renderWithProviders(<OfficeCard office={toCard(office)} locale="fr" category="commercial" />, {
      locale: 'fr',
    });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: office.name }).getAttribute('href')).toBe(
      `/fr/commercial/qc/${office.officeId}`,
    );
    within(card).getByText(`${office.agentCount} courtiers`);
    within(card).getByRole('link', { name: `Appeler le ${office.phone}` });
  });
});
