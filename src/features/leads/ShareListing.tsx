import { lazy, Suspense, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '@/ui/Button';

const text = defineMessages({
  share: { id: 'leads.share.button', defaultMessage: 'Share' },
});

export interface SharedListing {
  listingId: string;
  address: string;
  city: string;
  /** The listing's public address, absolute, as it is copied and e-mailed. */
  url: string;
}

export interface ShareListingButtonProps {
  listing: SharedListing;
  /** For the page's own styling (`styled(ShareListingButton)`). */
  className?: string;
}

// The dialog brings the form kit (formik, yup): it loads on hover, focus or click, never with the page.
const loadShareDialog = () => import('./ShareListingDialog');
const ShareListingDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareListingDialog })));

/** "Share": opens a dialog to copy the listing's link or send it by e-mail (spec §3 e-mail share). */
export function ShareListingButton({ listing, className }: ShareListingButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadShareDialog();

  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .2 0 .5.1.7L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9z"
          />
        </svg>
        {intl.formatMessage(text.share)}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ShareListingDialog open={open} onClose={() => setOpen(false)} listing={listing} finalFocusRef={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
