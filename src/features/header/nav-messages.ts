import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { PresetId } from './nav-presets';

// The menus' panels and the phone drawer: the `nav` message part, loaded with them (message-parts.ts).

export const navMessages = defineMessages({
  featured: { id: 'header.nav.spotlight.featured', defaultMessage: 'Featured listing' },
  justListed: { id: 'header.nav.spotlight.just-listed', defaultMessage: 'Just listed' },
  fromBlog: { id: 'header.nav.blog.title', defaultMessage: 'From the blog' },
  external: { id: 'header.nav.external', defaultMessage: '(another site)' },
  loading: { id: 'header.nav.loading', defaultMessage: 'Loading…' },
  drawerTitle: { id: 'header.nav.drawer.title', defaultMessage: 'Menu' },
  categories: { id: 'header.nav.drawer.categories', defaultMessage: 'Property categories' },
  language: { id: 'header.nav.drawer.language', defaultMessage: 'Language' },
  affiliates: { id: 'header.nav.affiliates', defaultMessage: 'Our networks' },
});

interface PresetCopy {
  title: MessageDescriptor;
  body: MessageDescriptor;
}

export const presetMessages: Record<PresetId, PresetCopy> = {
  upgrade: defineMessages({
    title: { id: 'header.nav.upgrade.title', defaultMessage: 'Upgrading' },
    body: { id: 'header.nav.upgrade.body', defaultMessage: 'Room to grow: 3 to 5 bedrooms, 1,000+ sq ft' },
  }),
  'right-sizing': defineMessages({
    title: { id: 'header.nav.right-sizing.title', defaultMessage: 'Right-sizing' },
    body: { id: 'header.nav.right-sizing.body', defaultMessage: '2 or 3 bedrooms, 1,000+ sq ft, less upkeep' },
  }),
  'first-home': defineMessages({
    title: { id: 'header.nav.first-home.title', defaultMessage: 'Your first home' },
    body: { id: 'header.nav.first-home.body', defaultMessage: 'Townhouses and condos with 2 bedrooms' },
  }),
  moving: defineMessages({
    title: { id: 'header.nav.moving.title', defaultMessage: 'Moving to a new city' },
    body: { id: 'header.nav.moving.body', defaultMessage: 'Family-sized homes with 3 bedrooms' },
  }),
  'new-listings': defineMessages({
    title: { id: 'header.nav.new-listings.title', defaultMessage: 'New listings near you' },
    body: { id: 'header.nav.new-listings.body', defaultMessage: 'Added or updated in the last 7 days' },
  }),
  'luxury-condos': defineMessages({
    title: { id: 'header.nav.luxury-condos.title', defaultMessage: 'Luxury condos' },
    body: { id: 'header.nav.luxury-condos.body', defaultMessage: 'Penthouses and condos from the Collection' },
  }),
  'luxury-homes': defineMessages({
    title: { id: 'header.nav.luxury-homes.title', defaultMessage: 'Luxury homes' },
    body: { id: 'header.nav.luxury-homes.body', defaultMessage: 'Estates, houses and waterfront retreats' },
  }),
  'for-sale': defineMessages({
    title: { id: 'header.nav.for-sale.title', defaultMessage: 'Commercial for sale' },
    body: { id: 'header.nav.for-sale.body', defaultMessage: 'Offices, retail, industrial and land' },
  }),
  lease: defineMessages({
    title: { id: 'header.nav.lease.title', defaultMessage: 'Space for lease' },
    body: { id: 'header.nav.lease.body', defaultMessage: 'Commercial space to lease' },
  }),
  office: defineMessages({
    title: { id: 'header.nav.office.title', defaultMessage: 'Office and professional' },
    body: { id: 'header.nav.office.body', defaultMessage: 'Offices, clinics and professional suites' },
  }),
  industrial: defineMessages({
    title: { id: 'header.nav.industrial.title', defaultMessage: 'Industrial and warehouse' },
    body: { id: 'header.nav.industrial.body', defaultMessage: 'Industrial, automotive, transportation and warehouse' },
  }),
  estimate: defineMessages({
    title: { id: 'header.nav.estimate.title', defaultMessage: 'What is my home worth?' },
    body: { id: 'header.nav.estimate.body', defaultMessage: 'A free estimate of your home’s value' },
  }),
  agents: defineMessages({
    title: { id: 'header.nav.agents.title', defaultMessage: 'Find an agent' },
    body: { id: 'header.nav.agents.body', defaultMessage: 'Local experts to sell with' },
  }),
  offices: defineMessages({
    title: { id: 'header.nav.offices.title', defaultMessage: 'Find an office' },
    body: { id: 'header.nav.offices.body', defaultMessage: 'Brokerages in your community' },
  }),
  news: defineMessages({
    title: { id: 'header.nav.news.title', defaultMessage: 'Real estate news' },
    body: { id: 'header.nav.news.body', defaultMessage: 'Market reports and stories' },
  }),
  'buying-tips': defineMessages({
    title: { id: 'header.nav.buying-tips.title', defaultMessage: 'Buying tips' },
    body: { id: 'header.nav.buying-tips.body', defaultMessage: 'From pre-approval to moving day' },
  }),
  'selling-tips': defineMessages({
    title: { id: 'header.nav.selling-tips.title', defaultMessage: 'Selling tips' },
    body: { id: 'header.nav.selling-tips.body', defaultMessage: 'Price, stage and sell with confidence' },
  }),
  global: defineMessages({
    title: { id: 'header.nav.global.title', defaultMessage: 'Global network' },
    body: { id: 'header.nav.global.body', defaultMessage: 'Properties and partners in 89 countries' },
  }),
};
