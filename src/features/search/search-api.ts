/** The search feature's public surface for other features (the rest is its own). */
export { placeScope } from './results-query';
