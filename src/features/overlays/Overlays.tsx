import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectQuebec } from './overlays-slice';

// The modal (and the dialog kit under it) loads the first time it opens, never with the first page.
const QuebecModal = lazy(() => import('./QuebecModal').then((m) => ({ default: m.QuebecModal })));

/** Keeps an overlay mounted once it has opened, so it can close (and return focus) as it always did. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** The overlays any page can open (spec §2.5): the Quebec modal. */
export function Overlays() {
  const quebec = useOpenedOnce(useAppSelector(selectQuebec).open);
  return <Suspense fallback={null}>{quebec && <QuebecModal />}</Suspense>;
}
