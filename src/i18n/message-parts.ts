/**
 * Messages are shipped in parts per locale: `core`, which every page needs; `detail`, which only the
 * listing detail and print pages use (their calculator, forms, gallery, places nearby, market figures and
 * the detail values' vocabularies: about half of all messages); and `account`, for the sign-in drawer, the account pages and the saved-search
 * dialog; `nav`, the header menus' panels and the phone drawer; `legal`, the footer pages' own text; and
 * `people`, the agent and office rosters and profiles; `places`, the neighbourhood guides, the directory and
 * latest-listings pages; and `estimates`, the home value estimator. The home and results pages download none
 * of the others until a visitor opens one of those.
 */
export const MESSAGE_PARTS = ['core', 'detail', 'account', 'nav', 'legal', 'people', 'places', 'estimates'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

const DETAIL_KEY =
  /^(?:listing\.|listing-details\.|listing-value\.|mortgage\.|leads\.(?:contact|share|failure)\.|neighbourhoods\.(?:market|nearby)\.|map\.location)/;

const ACCOUNT_KEY = /^(?:auth\.|account\.|unsubscribe\.|demo-outbox\.|saved-search\.|sign-in\.|favourites\.change)/;

const NAV_KEY = /^header\.nav\./;
const LEGAL_KEY = /^legal\./;
const PEOPLE_KEY = /^(?:people\.|agents\.|offices\.)/;
const PLACES_KEY = /^(?:neighbourhood\.|directory\.|latest\.)/;
const ESTIMATES_KEY = /^estimates\./;

/** The part a message key ships in. */
export function messagePart(key: string): MessagePart {
  if (DETAIL_KEY.test(key)) return 'detail';
  if (NAV_KEY.test(key)) return 'nav';
  if (LEGAL_KEY.test(key)) return 'legal';
  if (PEOPLE_KEY.test(key)) return 'people';
  if (PLACES_KEY.test(key)) return 'places';
  if (ESTIMATES_KEY.test(key)) return 'estimates';
  return ACCOUNT_KEY.test(key) ? 'account' : 'core';
}
