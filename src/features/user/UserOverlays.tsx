import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useOpenedOnce } from '@/ui/use-opened-once';
import { SnackbarHost } from './Snackbar';
import { selectDrawer } from './user-slice';

// The drawer with its forms (and formik, yup and the dialog kit under them) loads the first time it opens.
const SignInDrawer = lazy(() => import('./SignInDrawer').then((m) => ({ default: m.SignInDrawer })));

/** The account's overlays: the sign-in drawer (spec §4) and the snackbar (spec §4 user actions). */
export function UserOverlays() {
  const opened = useOpenedOnce(useAppSelector(selectDrawer).open);
  return (
    <>
      <SnackbarHost />
      <Suspense fallback={null}>{opened && <SignInDrawer />}</Suspense>
    </>
  );
}
