// What other features use of the blog: the safe text, link and image helpers, for a post shown outside
// BlogCards (the header's News panel). The posts themselves come from blog-endpoints.ts.
export { cardImage, cmsText, excerptText, safeHttpUrl } from './blog-card-parts';
