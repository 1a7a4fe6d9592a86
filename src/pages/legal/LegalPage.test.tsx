// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setAnalyticsConsent } from '@/features/consent/consent-api';
import { loadMessages } from '@/i18n/locale';
import { LEGAL_PAGES } from '@/routing/route-table';
import { renderWithProviders } from '@/test/render';
import { CAFC_PHONE, LEGAL_CONTACTS, LEGAL_CONTENT } from './legal-content';

beforeAll(async () => {
  await Promise.all([loadMessages('en', 'legal'), loadMessages('fr', 'legal')]);
});

// Read as text: imported, the build's plugin would hand over compiled messages.
const read = (locale: 'en' | 'fr') =>
  JSON.parse(readFileSync(`translations/${locale}.json`, 'utf8')) as Record<string, string>;
const TRANSLATIONS = { en: read('en'), fr: read('fr') };

async function renderLegal(path: string) {
  const view = await renderWithProviders(undefined, { route: path });
  const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { ...view, h1 };
}

describe('the footer pages, through the real providers', () => {
  for (const locale of ['en', 'fr'] as const) {
    for (const page of LEGAL_PAGES) {
      it(`${locale} ${page}: a title, the date, a table of contents linking to every titled section`, async () => {
        const messages = TRANSLATIONS[locale];
        const content = LEGAL_CONTENT[page];
        const { h1, container } = await renderLegal(locale === 'fr' ? `/fr/${page}` : `/${page}`);
        expect(h1.closest('main')).not.toBeNull();
        expect(h1.textContent).toBe(messages[content.title.id!]);
        // The title is set by an effect after the first render.
        await waitFor(() => expect(document.title).toContain(messages[content.title.id!]));
        screen.getByText(
          locale === 'fr' ? 'Dernière mise à jour : 24 novembre 2026' : 'Last updated November 24, 2026',
        );

        const toc = container.querySelector<HTMLElement>('nav[data-toc]')!;
        expect(toc).not.toBeNull();
        expect(within(toc).getByRole('heading', { level: 2 }).textContent).toBe(
          locale === 'fr' ? 'Sur cette page' : 'On this page',
        );
        const links = [...toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
        expect(links.length).toBe(content.sections.length);
        expect(links.length).toBeGreaterThanOrEqual(5);
        const sections = [...container.querySelectorAll<HTMLElement>('main section[id]')];
        expect(sections.map((s) => s.id)).toEqual(links.map((a) => a.getAttribute('href')!.slice(1)));
        links.forEach((link, i) => {
          const section = sections[i]!;
          const heading = section.querySelector('h2')!;
          expect(heading.textContent).toBe(link.textContent);
          expect(heading.textContent).toBe(messages[content.sections[i]!.title.id!]);
          expect(screen.getByRole('region', { name: heading.textContent })).toBe(section);
          // Every section says something: at least one paragraph or list item of real text.
          const text = [...section.querySelectorAll('p, li')].map((e) => e.textContent ?? '').join(' ');
          expect(text.length).toBeGreaterThan(40);
          expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
        });
      });
    }
  }

  it('phishing: the scams, the regulators to check an agent with, what we never ask, and where to report', async () => {
    await renderLegal('/phishing-and-scam-information');
    const check = screen.getByRole('region', { name: 'How to check an agent' });
    for (const [name, host] of [
      ['Ontario: Real Estate Council of Ontario (RECO)', 'www.reco.on.ca'],
      ['British Columbia: BC Financial Services Authority (BCFSA)', 'www.bcfsa.ca'],
      ['Quebec: Organisme d’autoréglementation du courtage immobilier du Québec (OACIQ)', 'www.oaciq.com'],
      ['Alberta: Real Estate Council of Alberta (RECA)', 'www.reca.ca'],
    ] as const) {
      expect(new URL(within(check).getByRole('link', { name }).getAttribute('href')!).host).toBe(host);
    }
    const scams = screen.getByRole('region', { name: 'How scams look' });
    within(scams).getByText(/^Wire fraud on closing funds/);
    within(scams).getByText(/^Rental deposits/);
    const targeted = screen.getByRole('region', { name: 'If you think you have been targeted' });
    expect(within(targeted).getByRole('link', { name: CAFC_PHONE }).getAttribute('href')).toBe('tel:+18884958501');
    expect(
      within(targeted)
        .getByRole('link', { name: /Canadian Anti-Fraud Centre/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/antifraudcentre-centreantifraude\.ca\//);
    const report = screen.getByRole('region', { name: 'Report a suspicious listing or message' });
    expect(within(report).getByRole('link', { name: LEGAL_CONTACTS.fraud }).getAttribute('href')).toBe(
      `mailto:${LEGAL_CONTACTS.fraud}`,
    );
  });

  it('privacy (fr): rights under PIPEDA and Law 25, the privacy officer, and the button that reopens the cookie choice', async () => {
    // A visitor who already refused: the banner is closed until they ask for it again.
    setAnalyticsConsent(false);
    const { user } = await renderLegal('/fr/privacy-notice');
    expect(screen.queryByRole('button', { name: 'Refuser' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Avis de confidentialité');
    const rights = screen.getByRole('region', { name: 'Vos droits' });
    within(rights).getByText(/Loi sur la protection des renseignements personnels et les documents/);
    expect(within(rights).getAllByRole('listitem')).toHaveLength(5);
    const officer = screen.getByRole('region', {
      name: 'Joindre notre responsable de la protection des renseignements personnels',
    });
    expect(within(officer).getByRole('link', { name: LEGAL_CONTACTS.privacy }).getAttribute('href')).toBe(
      `mailto:${LEGAL_CONTACTS.privacy}`,
    );
    within(officer).getByText(/Foyer Realty Inc\./);
    expect(screen.getByRole('region', { name: 'Avec qui nous les partageons' }).textContent).toContain(
      'Nous ne vendons ni ne louons jamais vos renseignements personnels.',
    );
    const cookies = screen.getByRole('region', { name: 'Témoins et analytique' });
    await user.click(within(cookies).getByRole('button', { name: 'Préférences relatives aux témoins' }));
    await screen.findByRole('button', { name: 'Refuser' });
  });

  it('terms: the MLS® trademark disclosure, estimates are not advice, Ontario law', async () => {
    await renderLegal('/terms-of-use');
    expect(screen.getByRole('region', { name: 'MLS® and REALTOR® trademarks' }).textContent).toContain(
      'The Canadian Real Estate Association (CREA)',
    );
    expect(screen.getByRole('region', { name: 'Calculators and estimates are not advice' }).textContent).toContain(
      'not an offer of credit or an appraisal',
    );
    expect(screen.getByRole('region', { name: 'Governing law' }).textContent).toContain(
      'the laws of Ontario and the federal laws of Canada',
    );
  });

  it('accessibility (fr): WCAG 2.1 AA, the map limitation, the feedback address; axe-clean', async () => {
    const { container } = await renderLegal('/fr/accessibility-policy');
    expect(screen.getByRole('region', { name: 'Notre norme' }).textContent).toContain('(WCAG) 2.1, niveau AA');
    expect(screen.getByRole('region', { name: 'Limites connues' }).textContent).toContain(
      'La carte est une aide visuelle',
    );
    const feedback = screen.getByRole('region', { name: 'Signalez-nous un obstacle' });
    within(feedback).getByRole('link', { name: LEGAL_CONTACTS.accessibility });
    expect(screen.getByRole('region', { name: 'Les lois que nous respectons' }).textContent).toContain('LAPHO');
    // The language selector is hidden on the footer pages (spec §2.2).
    expect(screen.queryByRole('link', { name: 'View this page in English', hidden: true })).toBeNull();
    let violations: axe.Result[] = [];
    await act(async () => {
      ({ violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } }));
    });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('brings the section named by the address’s fragment into view once the page is there', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      window.location.hash = '#cookies';
      await renderLegal('/privacy-notice#cookies');
      expect(scrolled).toContain('cookies');
    } finally {
      Element.prototype.scrollIntoView = original;
      window.location.hash = '';
    }
  });
});
