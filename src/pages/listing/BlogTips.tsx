import { useIntl } from 'react-intl';
import { BlogCards } from '@/features/blog/BlogCards';
import { listingText } from './messages';

/** The CMS tag of the detail page's blog tips (spec §3). */
export const LISTING_TIPS_TAG = 'cms-listing-details-TD';

/**
 * Blog tips for buyers from the CMS (tag `cms-listing-details-TD`), in the page's language, as the blog's
 * own cards (sanitised text, safe links and images); left out when there are none or the call fails.
 */
export function BlogTips() {
  const intl = useIntl();
  return <BlogCards tags={[LISTING_TIPS_TAG]} count={3} heading={intl.formatMessage(listingText.tipsTitle)} />;
}
