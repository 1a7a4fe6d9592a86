// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import { renderWithProviders } from '@/test/render';
import { MortgageSection } from './MortgageCalculator';
import type { MortgageListing } from './use-mortgage-calculator';

const NBSP = '\u00a0';

const TORONTO_CONDO: MortgageListing = {
  priceCents: 50_000_000,
  province: 'ON',
  city: 'Toronto',
  taxesDollarsPerYear: 4_000,
  newBuild: false,
  rental: false,
};

async function setup(listing: Partial<MortgageListing> = {}, locale: 'en' | 'fr' = 'en') {
  const user = userEvent.setup();
  const { container } = await renderWithProviders(
    <Provider store={makeStore()}>
      <section aria-labelledby="calculator-heading" id="calculator">
        <MortgageSection listing={{ ...TORONTO_CONDO, ...listing }} headingId="calculator-heading" />
      </section>
    </Provider>,
    { locale },
  );
  return { user, container };
}

async function axeViolations(container: HTMLElement): Promise<string[]> {
  // jsdom has no layout, so contrast is checked in the browser tests.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/** The amount cell of a cost-table row, found by the row's label. */
function amountOf(label: string | RegExp): string {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr')!).getByRole('cell').textContent ?? '';
}

const input = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('the listing’s mortgage calculator', () => {
  it('is prefilled from the listing and the posted rate, and shows the payment and the whole cost', async () => {
    const { container } = await setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Mortgage calculator' }).id).toBe('calculator-heading');
    screen.getByRole('region', { name: 'Mortgage calculator' });
    screen.getByText('For demonstration only');
    expect(input('Home price').value).toBe('500,000');
    // 20 % down by default, with the minimum for this price beside it.
    expect(input('Down payment').value).toBe('100,000');
    screen.getByText('20% of the price · minimum $25,000');
    // The 5-year fixed rate from the demo API replaces the fallback.
    await waitFor(() => expect(input('Interest rate (%)').value).toBe('4.19'));
    screen.getByText(/^Posted 5-year fixed rate as of /);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Amortization' }).value).toBe('25');
    const frequency = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Payment frequency' });
    expect(frequency.value).toBe('monthly');
    expect([...frequency.options].map((o) => o.text)).toEqual([
      'Monthly',
      'Bi-weekly',
      'Rapid bi-weekly',
      'Weekly',
      'Rapid weekly',
    ]);

    // $400,000 at 4.19 % (semi-annual compounding) over 25 years.
    await screen.findByText('$2,145.48');
    screen.getByText('Monthly payment');
    screen.getByText('25 years', { selector: 'dd' });
    // The whole cost: Ontario and Toronto transfer taxes, each with its rule and the date of its rates.
    expect(amountOf(/^Ontario land transfer tax/)).toBe('$6,475');
    expect(amountOf(/^Toronto municipal land transfer tax/)).toBe('$6,475');
    expect(screen.getByRole('rowheader', { name: /^Toronto municipal land transfer tax/ }).textContent).toContain(
      '0.5% to $55,000',
    );
    expect(screen.getByRole('rowheader', { name: /^Toronto municipal land transfer tax/ }).textContent).toContain(
      'Rates as of April 1, 2024',
    );
    expect(amountOf(/^Mortgage default insurance premium/)).toBe('$0');
    expect(amountOf(/^Cash needed to close/)).toBe('$112,950');
    expect(amountOf(/^Stress-test qualifying rate/)).toBe('6.19%');
    expect(amountOf(/^Income needed/)).toBe('$93,474');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what the minimum down payment is when the one typed is below it, keeping the text', async () => {
    const { user, container } = await setup();
    const down = input('Down payment');
    await user.clear(down);
    await user.type(down, '20000');
    await screen.findByText('The minimum down payment for this price is $25,000.');
    expect(down.value).toBe('20000');
    expect(down.getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Correct the highlighted field to see the payment and the costs.');
    expect(await axeViolations(container)).toEqual([]);
    // The minimum itself is accepted, insured, with the premium added to the loan.
    await user.clear(down);
    await user.type(down, '$25,000');
    await screen.findByText('$2,649.67');
    expect(down.getAttribute('aria-invalid')).toBeNull();
    expect(amountOf(/^Mortgage default insurance premium/)).toBe('$19,000');
    expect(amountOf(/^Provincial sales tax on the premium/)).toBe('$1,520');
  });

  it('the first-time buyer toggle takes the Ontario and Toronto rebates off the cash needed', async () => {
    const { user } = await setup();
    await screen.findByText('$2,145.48');
    expect(screen.queryByRole('rowheader', { name: /^Ontario first-time buyer refund/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'I’m a first-time buyer' }));
    expect(amountOf(/^Ontario first-time buyer refund/)).toBe('-$4,000');
    expect(amountOf(/^Toronto first-time buyer rebate/)).toBe('-$4,475');
    expect(screen.getByRole('rowheader', { name: /^Toronto first-time buyer rebate/ }).textContent).toContain(
      'Taken off at closing',
    );
    expect(amountOf(/^Cash needed to close/)).toBe('$104,475');
    await user.click(screen.getByRole('checkbox', { name: 'I’m a first-time buyer' }));
    expect(amountOf(/^Cash needed to close/)).toBe('$112,950');
  });

  it('accepts 30 years with 20 % down for anyone; insured, only for a first-time buyer', async () => {
    const { user } = await setup();
    const amortization = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Amortization' });
    await user.selectOptions(amortization, '30');
    await screen.findByText('$1,945.32');
    screen.getByText('30 years', { selector: 'dd' });
    expect(amortization.getAttribute('aria-invalid')).toBeNull();

    const down = input('Down payment');
    await user.clear(down);
    await user.type(down, '50000');
    await user.tab();
    await screen.findByText(
      'With less than 20% down, the longest amortization is 25 years, or 30 for a first-time buyer or a new home.',
    );
    expect(amortization.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'I’m a first-time buyer' }));
    await waitFor(() => expect(amortization.getAttribute('aria-invalid')).toBeNull());
    // 3.10 % + 0.20 for the longer amortization on $450,000.
    expect(amountOf(/^Mortgage default insurance premium/)).toBe('$14,850');
  });

  it('reads amounts typed any Canadian way and refuses others without losing the text', async () => {
    const { user } = await setup();
    const price = input('Home price');
    await user.clear(price);
    await user.type(price, 'five hundred');
    await user.tab();
    await screen.findByText('Enter an amount in dollars, like 500,000.');
    expect(price.value).toBe('five hundred');
    await user.clear(price);
    await user.type(price, '$600 000');
    await user.tab();
    // The down payment follows 20 % of the price until the user types one.
    await waitFor(() => expect(input('Down payment').value).toBe('120,000'));
    await screen.findByText('$2,574.58');
  });

  it('announces the new payment politely once it settles, not on the first render', async () => {
    const { user } = await setup();
    await screen.findByText('$2,145.48');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment frequency' }), 'biWeekly');
    await waitFor(() => expect(status.textContent).toBe('Bi-weekly payment: $990.22'));
  });

  it('works in French: labels, amounts as Quebecers write them, the messages', async () => {
    const { user } = await setup({ province: 'QC', city: 'Montréal', taxesDollarsPerYear: undefined }, 'fr');
    screen.getByRole('heading', { level: 2, name: 'Calculatrice hypothécaire' });
    screen.getByText('À titre de démonstration seulement');
    expect(input('Prix de la propriété').value).toBe(`500${NBSP}000`);
    await waitFor(() => expect(input('Taux d’intérêt (%)').value).toBe('4,19'));
    // Testing Library matches against text with its no-break spaces made plain.
    await screen.findByText('2 145,48 $');
    screen.getByText('Versement mensuel');
    // 2026 thresholds (62,900 and 315,000) on $500,000: 314.50 + 2,521 + 2,775 = 5,610.50.
    expect(amountOf(/^Droits de mutation de Montréal/)).toBe(`5${NBSP}611${NBSP}$`);
    expect(screen.getByRole('rowheader', { name: /^Droits de mutation de Montréal/ }).textContent).toContain(
      'Barème en vigueur au 1er janvier 2026',
    );
    const down = input('Mise de fonds');
    await user.clear(down);
    await user.type(down, '20 000 $');
    await screen.findByText('La mise de fonds minimale pour ce prix est de 25 000 $.');
    await user.click(screen.getByRole('checkbox', { name: 'J’achète ma première habitation' }));
    await user.clear(down);
    await user.type(down, '100 000');
    await screen.findByText('2 145,48 $');
    expect(amountOf(/^Remise pour les premiers acheteurs/)).toBe(`0${NBSP}$`);
    expect(screen.getByRole('rowheader', { name: /^Remise pour les premiers acheteurs/ }).textContent).toContain(
      'Aucune à l’échelle du Québec',
    );
  });

  it('for a listing without a price, asks for one rather than showing an error', async () => {
    const { user } = await setup({ priceCents: 0 });
    expect(input('Home price').value).toBe('');
    expect(input('Down payment').value).toBe('');
    screen.getByText('Enter a home price to see the payment and the costs.');
    expect(screen.queryByText('Enter an amount in dollars, like 500,000.')).toBeNull();
    await user.type(input('Home price'), '400000');
    await waitFor(() => expect(input('Down payment').value).toBe('80,000'));
    await screen.findByText('Monthly payment');
  });

  it('for a rental, says the calculator applies to purchases and shows no form', async () => {
    await setup({ rental: true });
    screen.getByRole('heading', { level: 2, name: 'Mortgage calculator' });
    screen.getByText(/^This calculator applies to purchases\./);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
