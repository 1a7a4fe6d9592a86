import { lazy, Suspense, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '@/ui/Button';
import { ShareIcon } from '@/ui/icons';

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
        <ShareIcon size={20} />
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
