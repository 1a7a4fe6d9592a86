import { defineMessages } from 'react-intl';

type None = Record<string, never>;

/** The estimator's landing page (the `estimates` part of the messages). */
export const landingText = defineMessages<{
  eyebrow: None;
  title: None;
  lead: None;
  metaTitle: None;
  metaDescription: None;
  howTitle: None;
  step1Title: None;
  step1Body: None;
  step2Title: None;
  step2Body: None;
  step3Title: None;
  step3Body: None;
  agents: None;
  blog: None;
}>({
  eyebrow: { id: 'estimates.landing.eyebrow', defaultMessage: 'Free home value estimate' },
  title: { id: 'estimates.landing.title', defaultMessage: 'What is my home worth?' },
  lead: {
    id: 'estimates.landing.lead',
    defaultMessage:
      'A free estimate for homes in British Columbia, made with our land-data partner from property records and recent sales nearby.',
  },
  metaTitle: {
    id: 'estimates.landing.meta-title',
    defaultMessage: 'What is my home worth? Free home value estimate in British Columbia',
  },
  metaDescription: {
    id: 'estimates.landing.meta-description',
    defaultMessage:
      'Find your address and get a free value range for your British Columbia home, with its confidence and the comparable sales nearby.',
  },
  howTitle: { id: 'estimates.landing.how.title', defaultMessage: 'How it works' },
  step1Title: { id: 'estimates.landing.how.step1.title', defaultMessage: 'Find your address' },
  step1Body: {
    id: 'estimates.landing.how.step1.body',
    defaultMessage: 'Type the street address and choose your home in the list.',
  },
  step2Title: { id: 'estimates.landing.how.step2.title', defaultMessage: 'Log in' },
  step2Body: {
    id: 'estimates.landing.how.step2.body',
    defaultMessage: 'Estimates are free for members: log in, or create an account in a minute.',
  },
  step3Title: { id: 'estimates.landing.how.step3.title', defaultMessage: 'See the range' },
  step3Body: {
    id: 'estimates.landing.how.step3.body',
    defaultMessage: 'Get a value range with its confidence, and the recent sales nearby it is based on.',
  },
  agents: { id: 'estimates.landing.agents', defaultMessage: 'Find a real estate agent' },
  blog: { id: 'estimates.landing.blog', defaultMessage: 'Advice on home values' },
});

/** The per-address estimate page. */
export const detailText = defineMessages<{
  eyebrow: None;
  place: { city: string; province: string };
  heading: { address: string; city: string };
  metaTitle: { address: string; city: string };
  metaDescription: { address: string; city: string; province: string };
  another: None;
  agents: { city: string };
  notFoundTitle: None;
  notFoundBody: None;
  notFoundSearch: None;
  notFoundListings: None;
}>({
  eyebrow: { id: 'estimates.detail.eyebrow', defaultMessage: 'Home value estimate' },
  place: { id: 'estimates.detail.place', defaultMessage: '{city}, {province}' },
  heading: { id: 'estimates.detail.heading', defaultMessage: '{address}, {city}' },
  metaTitle: { id: 'estimates.detail.meta-title', defaultMessage: '{address}, {city}: home value estimate' },
  metaDescription: {
    id: 'estimates.detail.meta-description',
    defaultMessage:
      'What is {address} in {city}, {province} worth? A free value range with its confidence and the comparable sales nearby.',
  },
  another: { id: 'estimates.detail.another', defaultMessage: 'Estimate another home' },
  agents: { id: 'estimates.detail.agents', defaultMessage: 'Real estate agents in {city}' },
  notFoundTitle: { id: 'estimates.not-found.title', defaultMessage: 'We can’t find this home' },
  notFoundBody: {
    id: 'estimates.not-found.body',
    defaultMessage:
      'The address may be mistyped, or this home is not in our land-data partner’s records. Search for it again by its address.',
  },
  notFoundSearch: { id: 'estimates.not-found.search', defaultMessage: 'Search an address' },
  notFoundListings: { id: 'estimates.not-found.listings', defaultMessage: 'Search listings' },
});
