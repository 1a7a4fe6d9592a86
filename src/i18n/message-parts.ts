/**
 * Messages are shipped in two parts per locale: `core`, which every page needs, and `detail`, which only
 * the listing detail and print pages use (their calculator, forms, gallery, places nearby and market
 * figures: about half of all messages). The home and results pages never download the second part.
 */
export const MESSAGE_PARTS = ['core', 'detail'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

const DETAIL_KEY =
  /^(?:listing\.|listing-details\.|mortgage\.|leads\.(?:contact|share|failure)\.|neighbourhoods\.(?:market|nearby)\.|map\.location)/;

/** The part a message key ships in. */
export function messagePart(key: string): MessagePart {
  return DETAIL_KEY.test(key) ? 'detail' : 'core';
}
