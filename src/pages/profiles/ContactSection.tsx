import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { ContactForm } from '@/features/leads/ContactForm';
import type { ContactSubject } from '@/features/leads/contact-subject';
import { prefersReducedMotion } from '@/ui/motion';

const ContactBox = styled.section`
  scroll-margin-top: ${({ theme }) => theme.space(20)};
  max-width: 760px;
`;

/**
 * The profile's contact form in `section#contact`, below the tabs. A URL ending `#contact` (the rosters'
 * contact buttons) scrolls there once the profile is shown.
 */
export function ContactSection({ subject }: { subject: ContactSubject }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash !== '#contact') return;
    const target = ref.current;
    if (!target) return;
    const reduce = prefersReducedMotion();
    target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, []);
  return (
    <ContactBox id="contact" ref={ref} aria-labelledby={headingId}>
      <ContactForm subject={subject} headingId={headingId} />
    </ContactBox>
  );
}
