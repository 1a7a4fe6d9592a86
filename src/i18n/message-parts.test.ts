import { describe, expect, it } from 'vitest';
import en from '../../translations/en.json';
import fr from '../../translations/fr.json';
import { MESSAGE_PARTS, messagePart } from './message-parts';

describe('message parts', () => {
  it('sends each page family its own texts, and the core only what every page needs', () => {
    expect(messagePart('people.language.french')).toBe('people');
    expect(messagePart('agents.roster.count')).toBe('people');
    expect(messagePart('offices.profile.directions')).toBe('people');
    expect(messagePart('neighbourhood.demographics.title')).toBe('places');
    expect(messagePart('directory.show-more')).toBe('places');
    expect(messagePart('latest.table.caption')).toBe('places');
    expect(messagePart('estimates.state.no-data')).toBe('estimates');
    expect(messagePart('neighbourhoods.nearby.title')).toBe('detail');
    expect(messagePart('leads.contact.submit')).toBe('detail');
    expect(messagePart('header.nav.buy')).toBe('nav');
    expect(messagePart('legal.privacy.title')).toBe('legal');
    expect(messagePart('auth.login.title')).toBe('account');
    // Page titles are needed before a page's part arrives (the document title, the prerender snapshot).
    expect(messagePart('titles.agents')).toBe('core');
  });

  it('gives every part some messages, in both languages, and French every English key', () => {
    for (const part of MESSAGE_PARTS) {
      expect(Object.keys(en).filter((key) => messagePart(key) === part).length, part).toBeGreaterThan(0);
    }
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
});
