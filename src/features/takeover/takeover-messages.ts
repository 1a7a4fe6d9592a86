import { defineMessages } from 'react-intl';

// The sponsor's name is configuration (src/config/takeover.ts) and reaches these as {sponsor}.
export const takeoverMessages = defineMessages<{
  logoAlt: { sponsor: string };
  label: Record<string, never>;
  title: Record<string, never>;
  body: { sponsor: string };
  cta: { sponsor: string };
}>({
  logoAlt: { id: 'takeover.logo.alt', defaultMessage: 'Presented by {sponsor}' },
  label: { id: 'takeover.sponsored.label', defaultMessage: 'Sponsored' },
  title: { id: 'takeover.sponsored.title', defaultMessage: 'Make your spring move with confidence' },
  body: {
    id: 'takeover.sponsored.body',
    defaultMessage:
      '{sponsor} can pre-approve your mortgage in as little as 24 hours, so you can make an offer the day you find the one. Your rate is held for 120 days.',
  },
  cta: { id: 'takeover.sponsored.cta', defaultMessage: 'Get pre-approved with {sponsor}' },
});
