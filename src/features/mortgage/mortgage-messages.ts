import { defineMessages } from 'react-intl';

export const text = defineMessages({
  title: { id: 'mortgage.title', defaultMessage: 'Mortgage calculator' },
  rental: {
    id: 'mortgage.rental',
    defaultMessage: 'This calculator applies to purchases. This home is for rent, so there is no mortgage to estimate.',
  },
  demoTitle: { id: 'mortgage.demo.title', defaultMessage: 'For demonstration only' },
  demoBody: {
    id: 'mortgage.demo.body',
    defaultMessage:
      'These figures are estimates from published rules and rates, not an offer of credit or legal advice. Confirm them with your lender and your lawyer or notary.',
  },
  inputsLabel: { id: 'mortgage.inputs', defaultMessage: 'Your mortgage' },
  price: { id: 'mortgage.price', defaultMessage: 'Home price' },
  downPayment: { id: 'mortgage.down-payment', defaultMessage: 'Down payment' },
  rate: { id: 'mortgage.rate', defaultMessage: 'Interest rate (%)' },
  rateHintTypical: { id: 'mortgage.rate.hint-typical', defaultMessage: 'A typical 5-year fixed rate.' },
  rateHintCompounding: {
    id: 'mortgage.rate.hint-compounding',
    defaultMessage: 'Fixed rates compound twice a year, the Canadian standard.',
  },
  amortization: { id: 'mortgage.amortization', defaultMessage: 'Amortization' },
  amortizationHint: {
    id: 'mortgage.amortization.hint',
    defaultMessage:
      'Up to 25 years with less than 20% down (30 for a first-time buyer or a new home); up to 30 years with 20% or more.',
  },
  frequency: { id: 'mortgage.frequency', defaultMessage: 'Payment frequency' },
  firstTimeBuyer: { id: 'mortgage.first-time-buyer', defaultMessage: 'I’m a first-time buyer' },
  firstTimeBuyerHint: {
    id: 'mortgage.first-time-buyer.hint',
    defaultMessage: 'Shows the transfer tax rebates you may claim and allows a 30-year insured amortization.',
  },
  newBuildNote: {
    id: 'mortgage.new-build',
    defaultMessage: 'This is a new home: a 30-year insured amortization is allowed.',
  },
  resultsLabel: { id: 'mortgage.results', defaultMessage: 'Results' },
  fixFields: {
    id: 'mortgage.results.fix',
    defaultMessage: 'Correct the highlighted field to see the payment and the costs.',
  },
  enterPrice: {
    id: 'mortgage.results.enter-price',
    defaultMessage: 'Enter a home price to see the payment and the costs.',
  },
  principal: { id: 'mortgage.results.principal', defaultMessage: 'Mortgage amount' },
  principalInsured: {
    id: 'mortgage.results.principal-insured',
    defaultMessage: 'Mortgage amount, premium included',
  },
  totalInterest: { id: 'mortgage.results.total-interest', defaultMessage: 'Total interest' },
  payoff: { id: 'mortgage.results.payoff', defaultMessage: 'Paid off in' },
  costsHeading: { id: 'mortgage.costs.heading', defaultMessage: 'The whole cost of buying' },
  qualifyingHeading: { id: 'mortgage.qualifying.heading', defaultMessage: 'Qualifying for the loan' },
  item: { id: 'mortgage.costs.item', defaultMessage: 'Item' },
  amount: { id: 'mortgage.costs.amount', defaultMessage: 'Amount' },
  paidCash: { id: 'mortgage.paid.cash', defaultMessage: 'Paid at closing' },
  paidLoan: { id: 'mortgage.paid.loan', defaultMessage: 'Added to the loan' },
  paidInfo: { id: 'mortgage.paid.info', defaultMessage: 'For information' },
  paidCredit: { id: 'mortgage.paid.credit', defaultMessage: 'Taken off at closing' },
});

export const valued = defineMessages<{
  downPaymentHint: { percent: string; minimum: string };
  downPaymentHintMinimum: { minimum: string };
  rateHintPosted: { date: string };
  years: { years: number };
  duration: { years: number; months: number };
  ratesAsOf: { date: string };
  bracketUpTo: { rate: string; limit: string };
  bracketAbove: { rate: string; limit: string };
  announce: { label: string; amount: string };
}>({
  downPaymentHint: {
    id: 'mortgage.down-payment.hint',
    defaultMessage: '{percent} of the price · minimum {minimum}',
  },
  downPaymentHintMinimum: { id: 'mortgage.down-payment.hint-minimum', defaultMessage: 'Minimum {minimum}' },
  rateHintPosted: { id: 'mortgage.rate.hint-posted', defaultMessage: 'Posted 5-year fixed rate as of {date}.' },
  years: { id: 'mortgage.years', defaultMessage: '{years, plural, one {# year} other {# years}}' },
  duration: {
    id: 'mortgage.results.duration',
    defaultMessage:
      '{years, plural, one {# year} other {# years}}{months, plural, =0 {} one { # month} other { # months}}',
  },
  ratesAsOf: { id: 'mortgage.costs.rates-as-of', defaultMessage: 'Rates as of {date}' },
  bracketUpTo: { id: 'mortgage.brackets.up-to', defaultMessage: '{rate} to {limit}' },
  bracketAbove: { id: 'mortgage.brackets.above', defaultMessage: '{rate} above {limit}' },
  announce: { id: 'mortgage.announce', defaultMessage: '{label}: {amount}' },
});

export const paymentLabels = defineMessages({
  monthly: { id: 'mortgage.payment.monthly', defaultMessage: 'Monthly payment' },
  biWeekly: { id: 'mortgage.payment.bi-weekly', defaultMessage: 'Bi-weekly payment' },
  rapidBiWeekly: { id: 'mortgage.payment.rapid-bi-weekly', defaultMessage: 'Rapid bi-weekly payment' },
  weekly: { id: 'mortgage.payment.weekly', defaultMessage: 'Weekly payment' },
  rapidWeekly: { id: 'mortgage.payment.rapid-weekly', defaultMessage: 'Rapid weekly payment' },
});

export const errors = defineMessages<{
  amount: Record<string, never>;
  downTooSmall: { minimum: string };
  downTooLarge: Record<string, never>;
  rate: Record<string, never>;
  amortization: Record<string, never>;
}>({
  amount: { id: 'mortgage.errors.amount', defaultMessage: 'Enter an amount in dollars, like 500,000.' },
  downTooSmall: {
    id: 'mortgage.errors.down-too-small',
    defaultMessage: 'The minimum down payment for this price is {minimum}.',
  },
  downTooLarge: {
    id: 'mortgage.errors.down-too-large',
    defaultMessage: 'The down payment can’t be more than the price.',
  },
  rate: { id: 'mortgage.errors.rate', defaultMessage: 'Enter a rate from 0 to 25, like 4.19.' },
  amortization: {
    id: 'mortgage.errors.amortization',
    defaultMessage:
      'With less than 20% down, the longest amortization is 25 years, or 30 for a first-time buyer or a new home.',
  },
});
