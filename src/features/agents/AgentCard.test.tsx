// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent, AgentCard as AgentCardData } from '@/api/contract/directory';
import { defaultDb } from '@/mocks/handlers';
import { renderWithProviders } from '@/test/render';
import { AgentCard } from './AgentCard';

let agents: readonly Agent[];
beforeAll(() => {
  agents = defaultDb.data.agents;
});

const toCard = (a: Agent): AgentCardData => ({
  agentId: a.agentId,
  detailUrl: a.detailUrl,
  name: a.name,
  firstName: a.firstName,
  lastName: a.lastName,
  photoUrl: a.photoUrl,
  city: a.city,
  province: a.province,
  brokerage: a.brokerage,
  languages: a.languages,
  experienceYears: a.experienceYears,
  phones: a.phones,
  rating: a.rating,
  reviewCount: a.reviewCount,
  listingCount: a.listingCount,
});

describe('AgentCard', () => {
  it('shows a rated agent: profile and contact links, brokerage, place, languages, rating in words', async () => {
    const agent = agents.find((a) => a.reviewCount > 1 && a.languages.length > 1)!;
    await renderWithProviders(<AgentCard agent={toCard(agent)} locale="en" category="luxury" />);
    const card = screen.getByRole('article');
    expect(card.dataset.agentId).toBe(agent.agentId);
    const profile = `/luxury/${agent.province.toLowerCase()}/${agent.agentId}`;
    within(card).getByRole('heading', { level: 2, name: agent.name });
    expect(within(card).getByRole('link', { name: agent.name }).getAttribute('href')).toBe(profile);
    expect(
      within(card)
        .getByRole('link', { name: `Contact ${agent.name}` })
        .getAttribute('href'),
    ).toBe(`${profile}#contact`);
    within(card).getByText(agent.brokerage);
    within(card).getByText(`${agent.city}, ${agent.province}`);
    expect(card.querySelector('.agent-languages')?.textContent).toBe(`Languages: ${agent.languages.join(', ')}`);
    within(card).getByText(`${agent.rating} out of 5`);
    within(card).getByText(`${agent.reviewCount} reviews`);
    const img = card.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('says when an agent has no reviews yet, in French, with French language names', async () => {
    const agent = agents.find((a) => a.reviewCount === 0 && a.languages.includes('French'))!;
    await renderWithProviders(<AgentCard agent={toCard(agent)} locale="fr" headingLevel={3} eager />, { locale: 'fr' });
    const card = screen.getByRole('article');
    within(card).getByRole('heading', { level: 3, name: agent.name });
    expect(within(card).getByRole('link', { name: agent.name }).getAttribute('href')).toBe(
      `/fr/${agent.province.toLowerCase()}/${agent.agentId}`,
    );
    within(card).getByText('Aucun avis pour l’instant');
    expect(card.querySelector('.agent-languages')?.textContent).toContain('Français');
    within(card).getByRole('link', { name: `Contacter ${agent.name}` });
    expect(card.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('formats the rating the French way', async () => {
    const agent = agents.find((a) => a.rating !== null && !Number.isInteger(a.rating))!;
    await renderWithProviders(<AgentCard agent={toCard(agent)} locale="fr" />, { locale: 'fr' });
    screen.getByText(`${String(agent.rating).replace('.', ',')} sur 5`);
  });
});
