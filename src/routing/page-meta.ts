import { useEffect } from 'react';
import { brand } from '@/config/brand';

export interface PageMeta {
  title: string;
  description: string;
  /** False while the page still waits for its data; prerendering and benchmarks wait for true. */
  ready?: boolean;
}

function setMetaDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/** Sets the document title and description and raises the "ready" signal once the page is complete. */
export function usePageMeta({ title, description, ready = true }: PageMeta): void {
  useEffect(() => {
    document.title = title.includes(brand.name) ? title : `${title} | ${brand.name}`;
    setMetaDescription(description);
  }, [title, description]);

  useEffect(() => {
    const root = document.documentElement;
    if (!ready) {
      root.removeAttribute('data-ready');
      return;
    }
    root.setAttribute('data-ready', 'true');
    window.dispatchEvent(new Event('foyer:ready'));
    return () => root.removeAttribute('data-ready');
  }, [ready]);
}
