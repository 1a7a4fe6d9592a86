import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ListingDetail } from '@/api/contract/listings';
import type { Locale } from '@/domain/constants';
import { isHtml, localisedDescription, paragraphs } from '@/domain/listing-details';
import { Button } from '@/ui/Button';

const messages = defineMessages({
  heading: { id: 'listing-description.heading', defaultMessage: 'Description' },
  readMore: { id: 'listing-description.read-more', defaultMessage: 'Read more' },
  showLess: { id: 'listing-description.show-less', defaultMessage: 'Show less' },
});

/** The collapsed description shows about this many lines. */
export const DESCRIPTION_LINES = 6;
const LINE_HEIGHT = 1.6;
// Where layout cannot be measured (tests, a first paint without fonts), a text this long is taken to overflow.
const LONG_TEXT_CHARS = 420;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Text = styled.div<{ $clamped: boolean; $fade: boolean }>`
  position: relative;
  line-height: ${LINE_HEIGHT};
  overflow-wrap: anywhere;
  ${({ $clamped }) => ($clamped ? `max-height: ${DESCRIPTION_LINES * LINE_HEIGHT}em; overflow: hidden;` : '')}
  p + p,
  ul,
  ol {
    margin-top: ${({ theme }) => theme.space(3)};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
  img {
    height: auto;
  }
  /* The last visible line fades out, so the cut reads as "more below". */
  &::after {
    content: '';
    display: ${({ $fade }) => ($fade ? 'block' : 'none')};
    position: absolute;
    inset: auto 0 0;
    height: ${LINE_HEIGHT * 1.5}em;
    background: linear-gradient(to bottom, transparent, ${({ theme }) => theme.colors.bg});
    pointer-events: none;
  }
`;

const Toggle = styled(Button)`
  margin-top: ${({ theme }) => theme.space(2)};
  margin-inline-start: -${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

/**
 * The description's HTML through DOMPurify (src/domain/sanitize.ts), or null for plain text and until the
 * sanitiser has loaded: DOMPurify is fetched only for a description that has markup, so it stays out of
 * the page's first download.
 */
function useSanitizedHtml(source: string): string | null {
  const [done, setDone] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (!isHtml(source)) return;
    let live = true;
    void import('@/domain/sanitize').then(({ sanitizeHtml }) => {
      if (live) setDone({ source, html: sanitizeHtml(source) });
    });
    return () => {
      live = false;
    };
  }, [source]);
  return done && done.source === source ? done.html : null;
}

export interface ListingDescriptionProps {
  listing: ListingDetail;
  /** The id of the section's `<h2>`, for the page's sub-navigation and `aria-labelledby`. */
  headingId: string;
}

/**
 * The listing's description, in the page's language when the listing has both, clamped to about six
 * lines with a "Read more" toggle when it is longer. HTML from the listing is sanitised; plain text keeps
 * its paragraphs. Text in the other language than the page's is marked with `lang`.
 */
export function ListingDescription({ listing, headingId }: ListingDescriptionProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const description = localisedDescription(listing, locale);
  const source = description?.text ?? '';
  const html = useSanitizedHtml(source);
  // Until the sanitiser is here (HTML only), the text shows without its markup: React escapes it.
  const plain = useMemo(
    () => (html === null ? paragraphs(isHtml(source) ? source.replace(/<[^>]*>/g, ' ') : source) : []),
    [html, source],
  );
  const textId = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(() => source.replace(/<[^>]*>/g, '').length > LONG_TEXT_CHARS);

  // Measure while collapsed: the text overflows its clamp or not, at this width, in this font.
  useLayoutEffect(() => {
    const element = textRef.current;
    if (!element || expanded) return;
    const measure = () => {
      if (element.clientHeight === 0) return;
      setOverflows(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, source]);

  if (!description) return null;
  const clamped = !expanded;
  return (
    <div>
      <Heading id={headingId}>{intl.formatMessage(messages.heading)}</Heading>
      <Text
        id={textId}
        ref={textRef}
        lang={description.lang !== locale ? description.lang : undefined}
        $clamped={clamped}
        $fade={clamped && overflows}
        // A link reached with Tab inside the hidden part would be invisible: show everything instead.
        onFocus={() => {
          if (overflows) setExpanded(true);
        }}
        {...(html !== null ? { dangerouslySetInnerHTML: { __html: html } } : {})}
      >
        {html === null
          ? plain.map((lines, p) => (
              <p key={p}>
                {lines.map((line, l) => (
                  <span key={l}>
                    {l > 0 && <br />}
                    {line}
                  </span>
                ))}
              </p>
            ))
          : undefined}
      </Text>
      {overflows && (
        <Toggle variant="ghost" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded(!expanded)}>
          {intl.formatMessage(expanded ? messages.showLess : messages.readMore)}
        </Toggle>
      )}
    </div>
  );
}
