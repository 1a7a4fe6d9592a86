import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { profileText } from './messages';

const SPACE = ' ';

/** Says to screen readers that a link opens a new tab (the space keeps it apart from the link's text). */
export function NewTabHint() {
  const intl = useIntl();
  return <span className="visually-hidden">{SPACE + intl.formatMessage(profileText.newTab)}</span>;
}

/** An external link (website, social, article): a new tab, said so, with no opener. */
export function ExternalLink({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  const intl = useIntl();
  const newTab = intl.formatMessage(profileText.newTab);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label ? [label, newTab].join(' ') : undefined}>
      {children}
      <NewTabHint />
    </a>
  );
}

/** Only http(s) links from the API become links: anything else (javascript:, data:) is dropped. */
export function safeHref(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
