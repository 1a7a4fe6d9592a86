import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { listingText } from './messages';
import { sectionLabels, type SectionId } from './sections';

/** Height of the sticky bar; sections leave this much room above their heading when scrolled to. */
export const SUBNAV_HEIGHT_PX = 56;

const Bar = styled.nav`
  position: sticky;
  top: 0;
  z-index: 5;
  background: ${({ theme }) => theme.colors.bg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: ${({ theme }) => theme.space(1)} 0;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: thin;
    overscroll-behavior-x: contain;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a[aria-current='location'] {
    color: ${({ theme }) => theme.colors.onAccent};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

interface SubNavProps {
  sections: readonly SectionId[];
  /** Called instead of the browser's jump, so the page can load the sections before scrolling. */
  onNavigate: (id: SectionId) => void;
}

/**
 * The sub-navigation (spec §2.6): sticks to the top while the page scrolls and marks the section in view
 * with `aria-current="location"`. The link of the current section scrolls itself into the bar's view.
 */
export function SubNav({ sections, onNavigate }: SubNavProps) {
  const intl = useIntl();
  const [current, setCurrent] = useState<SectionId | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<SectionId, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id as SectionId;
          if (entry.isIntersecting) visible.set(id, entry.boundingClientRect.top);
          else visible.delete(id);
        }
        // The first section (in page order) with any part in the band under the bar is the current one.
        const first = sections.find((id) => visible.has(id));
        setCurrent(first ?? null);
      },
      // A band from under the bar to 40 % down the screen.
      { rootMargin: `-${SUBNAV_HEIGHT_PX + 1}px 0px -60% 0px` },
    );
    for (const id of sections) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);

  useEffect(() => {
    if (!current) return;
    const link = listRef.current?.querySelector<HTMLElement>(`a[href="#${current}"]`);
    const list = listRef.current;
    if (!link || !list) return;
    // Keep the current link in view inside the bar without scrolling the page.
    const left = link.offsetLeft - list.clientWidth / 2 + link.clientWidth / 2;
    if (typeof list.scrollTo === 'function') list.scrollTo({ left, behavior: 'smooth' });
  }, [current]);

  return (
    <Bar aria-label={intl.formatMessage(listingText.subnav)}>
      <ul ref={listRef}>
        {sections.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              aria-current={current === id ? 'location' : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onNavigate(id);
              }}
            >
              {intl.formatMessage(sectionLabels[id])}
            </a>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
