import { ContactForm } from './ContactForm';
import type { ContactListing } from './contact-subject';

export type { ContactListing };

export interface ListingContactFormProps {
  listing: ContactListing;
  /** The id of the form's own heading, for the page's section and sub-navigation to point at. */
  headingId: string;
  /** Start as a viewing request (the page's "Request a viewing" action); changing it switches the form. */
  intent?: 'contact' | 'viewing';
}

/** The listing page's contact form: the shared contact form about one listing (see ContactForm). */
export function ListingContactForm({ listing, headingId, intent }: ListingContactFormProps) {
  return (
    <ContactForm subject={{ kind: 'listing', ...listing }} headingId={headingId} {...(intent ? { intent } : {})} />
  );
}
