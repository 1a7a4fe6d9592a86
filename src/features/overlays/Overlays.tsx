import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectQuebec, selectSignIn } from './overlays-slice';

// The drawers and modals (and the dialog kit under them) load the first time one opens, never with the
// first page: most visits open none of them.
const SignInDrawer = lazy(() => import('./SignInDrawer').then((m) => ({ default: m.SignInDrawer })));
const QuebecModal = lazy(() => import('./QuebecModal').then((m) => ({ default: m.QuebecModal })));

/** Keeps an overlay mounted once it has opened, so it can close (and return focus) as it always did. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** The overlays any page can open (spec §2.5): the sign-in drawer and the Quebec modal. */
export function Overlays() {
  const signIn = useOpenedOnce(useAppSelector(selectSignIn).open);
  const quebec = useOpenedOnce(useAppSelector(selectQuebec).open);
  return (
    <Suspense fallback={null}>
      {signIn && <SignInDrawer />}
      {quebec && <QuebecModal />}
    </Suspense>
  );
}
