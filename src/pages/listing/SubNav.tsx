import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SectionNavBar } from '@/ui/section-nav';
import { listingText } from './messages';
import { sectionLabels, type SectionId } from './sections';

/** Height of the sticky bar; sections leave this much room above their heading when scrolled to. */
export const SUBNAV_HEIGHT_PX = 56;

const Bar = SectionNavBar;

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
