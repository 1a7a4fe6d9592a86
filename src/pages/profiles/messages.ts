import { defineMessages } from 'react-intl';

type None = Record<string, never>;

/** Texts both profiles share (the `people` part of the messages). */
export const profileText = defineMessages<{
  sections: None;
  about: None;
  loading: None;
  loadErrorTitle: None;
  loadErrorBody: None;
  retry: None;
  languages: None;
  serviceAreas: None;
  realEstateTypes: None;
  civic: None;
  website: None;
  direct: None;
  phone: None;
  mobile: None;
  fax: None;
  newTab: None;
  social: { name: string; network: string };
  sendMessage: None;
  sortBy: None;
  listingCount: { count: number };
  listingsEmpty: { name: string };
  listingsError: None;
  breadcrumbs: None;
  home: None;
}>({
  sections: { id: 'people.profile.sections', defaultMessage: 'Profile sections' },
  about: { id: 'people.profile.tab.about', defaultMessage: 'About' },
  loading: { id: 'people.profile.loading', defaultMessage: 'Loading the profile…' },
  loadErrorTitle: { id: 'people.profile.load-error.title', defaultMessage: 'We couldn’t load this profile' },
  loadErrorBody: {
    id: 'people.profile.load-error.body',
    defaultMessage: 'Check your connection, then try again.',
  },
  retry: { id: 'people.profile.retry', defaultMessage: 'Try again' },
  languages: { id: 'people.profile.languages', defaultMessage: 'Languages' },
  serviceAreas: { id: 'people.profile.service-areas', defaultMessage: 'Service areas' },
  realEstateTypes: { id: 'people.profile.real-estate-types', defaultMessage: 'Property types' },
  civic: { id: 'people.profile.civic', defaultMessage: 'Community involvement' },
  website: { id: 'people.profile.website', defaultMessage: 'Website' },
  direct: { id: 'people.profile.phone.direct', defaultMessage: 'Direct' },
  phone: { id: 'people.profile.phone.phone', defaultMessage: 'Phone' },
  mobile: { id: 'people.profile.phone.mobile', defaultMessage: 'Mobile' },
  fax: { id: 'people.profile.phone.fax', defaultMessage: 'Fax' },
  newTab: { id: 'people.profile.new-tab', defaultMessage: '(opens in a new tab)' },
  social: { id: 'people.profile.social', defaultMessage: '{name} on {network}' },
  sendMessage: { id: 'people.profile.send-message', defaultMessage: 'Send a message' },
  sortBy: { id: 'people.profile.sort-by', defaultMessage: 'Sort by' },
  listingCount: {
    id: 'people.profile.listing-count',
    defaultMessage: '{count, plural, =0 {No listings} one {# listing} other {# listings}}',
  },
  listingsEmpty: {
    id: 'people.profile.listings-empty',
    defaultMessage: '{name} has no listings on the market right now.',
  },
  listingsError: { id: 'people.profile.listings-error', defaultMessage: 'We couldn’t load these listings.' },
  breadcrumbs: { id: 'people.profile.breadcrumbs', defaultMessage: 'Breadcrumbs' },
  home: { id: 'people.profile.home', defaultMessage: 'Home' },
});

export const agentText = defineMessages<{
  role: None;
  listings: None;
  awards: None;
  reviews: None;
  metaTitle: { name: string; city: string };
  metaDescription: { name: string; brokerage: string; city: string; province: string; years: number };
  rating: { rating: number };
  reviewCount: { count: number };
  save: None;
  saved: None;
  aboutHeading: { name: string };
  experience: None;
  years: { years: number };
  hobbies: None;
  licence: None;
  licenceNumber: None;
  licensedIn: None;
  specialties: None;
  designations: None;
  articles: None;
  supporter: None;
  career: None;
  individual: None;
  team: None;
  affiliations: None;
  noAwards: { name: string };
  reviewsHeading: None;
  provider: { source: string };
  stars: { rating: number };
  shown: { shown: number; count: number };
  noReviews: { name: string };
  agentsSearch: None;
}>({
  role: { id: 'agents.profile.role', defaultMessage: 'Real estate agent' },
  listings: { id: 'agents.profile.tab.listings', defaultMessage: 'My Listings' },
  awards: { id: 'agents.profile.tab.awards', defaultMessage: 'Awards & Affiliations' },
  reviews: { id: 'agents.profile.tab.reviews', defaultMessage: 'Reviews' },
  metaTitle: { id: 'agents.profile.meta.title', defaultMessage: '{name}, real estate agent in {city}' },
  metaDescription: {
    id: 'agents.profile.meta.description',
    defaultMessage:
      '{name} of {brokerage} is a real estate agent in {city}, {province}, with {years, plural, one {# year} other {# years}} of experience. See their listings and reviews, and get in touch.',
  },
  rating: { id: 'agents.profile.rating', defaultMessage: '{rating, number} out of 5' },
  reviewCount: {
    id: 'agents.profile.review-count',
    defaultMessage: '{count, plural, =0 {No reviews yet} one {# review} other {# reviews}}',
  },
  save: { id: 'agents.profile.save', defaultMessage: 'Save agent' },
  saved: { id: 'agents.profile.saved', defaultMessage: 'Saved' },
  aboutHeading: { id: 'agents.profile.about-heading', defaultMessage: 'About {name}' },
  experience: { id: 'agents.profile.experience', defaultMessage: 'Experience' },
  years: { id: 'agents.profile.years', defaultMessage: '{years, plural, one {# year} other {# years}}' },
  hobbies: { id: 'agents.profile.hobbies', defaultMessage: 'Hobbies' },
  licence: { id: 'agents.profile.licence', defaultMessage: 'Licence' },
  licenceNumber: { id: 'agents.profile.licence-number', defaultMessage: 'Licence number' },
  licensedIn: { id: 'agents.profile.licensed-in', defaultMessage: 'Licensed in' },
  specialties: { id: 'agents.profile.specialties', defaultMessage: 'Specialties' },
  designations: { id: 'agents.profile.designations', defaultMessage: 'Designations' },
  articles: { id: 'agents.profile.articles', defaultMessage: 'Articles' },
  supporter: { id: 'agents.profile.supporter', defaultMessage: 'Proud supporter of' },
  career: { id: 'agents.profile.awards.career', defaultMessage: 'Career awards' },
  individual: { id: 'agents.profile.awards.individual', defaultMessage: 'Individual and club awards' },
  team: { id: 'agents.profile.awards.team', defaultMessage: 'Team awards' },
  affiliations: { id: 'agents.profile.affiliations', defaultMessage: 'Affiliations' },
  noAwards: {
    id: 'agents.profile.no-awards',
    defaultMessage: '{name} has no awards or affiliations listed yet.',
  },
  reviewsHeading: { id: 'agents.profile.reviews-heading', defaultMessage: 'Client reviews' },
  provider: { id: 'agents.profile.reviews-provider', defaultMessage: 'Reviews by {source}' },
  stars: { id: 'agents.profile.stars', defaultMessage: '{rating, number} out of 5 stars' },
  shown: {
    id: 'agents.profile.reviews-shown',
    defaultMessage: 'The {shown, plural, one {latest review} other {# latest reviews}} of {count}.',
  },
  noReviews: { id: 'agents.profile.no-reviews', defaultMessage: '{name} has no reviews yet.' },
  agentsSearch: { id: 'agents.profile.search', defaultMessage: 'Find an agent' },
});

export const officeText = defineMessages<{
  role: None;
  listings: None;
  agents: None;
  metaTitle: { name: string; city: string };
  metaDescription: { name: string; city: string; province: string; agents: number };
  address: None;
  directions: None;
  specializes: None;
  servingAreas: None;
  agentCount: { count: number };
  agentsEmpty: None;
  agentsError: None;
  experience: { years: number };
  officesSearch: None;
}>({
  role: { id: 'offices.profile.role', defaultMessage: 'Real estate office' },
  listings: { id: 'offices.profile.tab.listings', defaultMessage: 'Our Listings' },
  agents: { id: 'offices.profile.tab.agents', defaultMessage: 'Our Agents' },
  metaTitle: { id: 'offices.profile.meta.title', defaultMessage: '{name}, real estate office in {city}' },
  metaDescription: {
    id: 'offices.profile.meta.description',
    defaultMessage:
      '{name} is a real estate office in {city}, {province}, with {agents, plural, one {# agent} other {# agents}}. See its listings and agents, and get in touch.',
  },
  address: { id: 'offices.profile.address', defaultMessage: 'Address' },
  directions: { id: 'offices.profile.directions', defaultMessage: 'Directions' },
  specializes: { id: 'offices.profile.specializes', defaultMessage: 'Specializes in' },
  servingAreas: { id: 'offices.profile.serving-areas', defaultMessage: 'Serving' },
  agentCount: {
    id: 'offices.profile.agent-count',
    defaultMessage: '{count, plural, =0 {No agents} one {# agent} other {# agents}}',
  },
  agentsEmpty: { id: 'offices.profile.agents-empty', defaultMessage: 'No agents are listed for this office yet.' },
  agentsError: { id: 'offices.profile.agents-error', defaultMessage: 'We couldn’t load the agents.' },
  experience: {
    id: 'offices.profile.agent-experience',
    defaultMessage: '{years, plural, one {# year} other {# years}} of experience',
  },
  officesSearch: { id: 'offices.profile.search', defaultMessage: 'Find an office' },
});

export const notFoundText = defineMessages({
  agentTitle: { id: 'people.not-found.agent.title', defaultMessage: 'This agent’s profile isn’t available' },
  agentBody: {
    id: 'people.not-found.agent.body',
    defaultMessage: 'The agent may have moved to another brokerage, or the address may be mistyped.',
  },
  officeTitle: { id: 'people.not-found.office.title', defaultMessage: 'This office’s page isn’t available' },
  officeBody: {
    id: 'people.not-found.office.body',
    defaultMessage: 'The office may have closed or moved, or the address may be mistyped.',
  },
});
