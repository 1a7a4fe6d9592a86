import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useOpenedOnce } from '@/ui/use-opened-once';
import { selectQuebec } from './overlays-slice';

// The modal (and the dialog kit under it) loads the first time it opens, never with the first page.
const QuebecModal = lazy(() => import('./QuebecModal').then((m) => ({ default: m.QuebecModal })));

/** The overlays any page can open (spec §2.5): the Quebec modal. */
export function Overlays() {
  const quebec = useOpenedOnce(useAppSelector(selectQuebec).open);
  return <Suspense fallback={null}>{quebec && <QuebecModal />}</Suspense>;
}
