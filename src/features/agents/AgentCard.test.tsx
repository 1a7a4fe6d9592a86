// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent, AgentCard as AgentCardData } from '@/api/contract/directory';
import { defaultDb } from '@/mocks/handlers';
import { renderUi } from '@/ui/test-render';
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
  it('shows a rated agent: profile and contact links, brokerage, place, languages, rating in words', () => {
    const agent = agents.find((a) => a.reviewCount > 1 && a.languages.length > 1)!;
    renderUi(<AgentCard agent={toCard(agent)} locale="en" category="luxury" />);
    const card = screen.getByRole('article');
    expect(card.dataset.agentId).toBe(agent.agentId);
    const profile = `/luxury/${agent.province.toLowerCase()}/${agent.agentId}`;
    expect(within(card).getByRole('heading', { level: 2, name: agent.name })).toBeDefined();
    expect(within(card).getByRole('link', { name: agent.name }).getAttribute('href')).toBe(profile);
    expect(
      within(card)
        .getByRole('link', { name: `Contact ${agent.name}` })
        .getAttribute('href'),
    ).toBe(`${profile}#contact`);
    expect(within(card).getByText(agent.brokerage)).toBeDefined();
    expect(within(card).getByText(`${agent.city}, ${agent.province}`)).toBeDefined();
    expect(card.querySelector('.agent-languages')?.textContent).toBe(`Languages: ${agent.languages.join(', ')}`);
    expect(within(card).getByText(`${agent.rating} out of 5`)).toBeDefined();
    expect(within(card).getByText(`${agent.reviewCount} reviews`)).toBeDefined();
    const img = card.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('says when an agent has no reviews yet, in French, with French language names', () => {
    const agent = agents.find((a) => a.reviewCount === 0 && a.languages.includes('French'))!;
    renderUi(<AgentCard agent={toCard(agent)} locale="fr" headingLevel={3} eager />, { locale: 'fr' });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: agent.name })).toBeDefined();
    expect(within(card).getByRole('link', { name: agent.name }).getAttribute('href')).toBe(
      `/fr/${agent.province.toLowerCase()}/${agent.agentId}`,
    );
    expect(within(card).getByText('Aucun avis pour l’instant')).toBeDefined();
    expect(card.querySelector('.agent-languages')?.textContent).toContain('Français');
    expect(within(card).getByRole('link', { name: `Contacter ${agent.name}` })).toBeDefined();
    expect(card.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('formats the rating the French way', () => {
    const agent = agents.find((a) => a.rating !== null && !Number.isInteger(a.rating))!;
    renderUi(<AgentCard agent={toCard(agent)} locale="fr" />, { locale: 'fr' });
    expect(screen.getByText(`${String(agent.rating).replace('.', ',')} sur 5`)).toBeDefined();
  });
});
