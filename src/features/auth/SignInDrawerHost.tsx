import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectDrawer } from '@/features/user/user-api';
import { useOpenedOnce } from '@/ui/use-opened-once';

// The drawer with its forms (and formik, yup and the dialog kit under them) loads the first time it opens.
const SignInDrawer = lazy(() => import('./SignInDrawer').then((m) => ({ default: m.SignInDrawer })));

/** Where the sign-in drawer (spec §4) mounts, once the session's drawer state first opens it. */
export function SignInDrawerHost() {
  const opened = useOpenedOnce(useAppSelector(selectDrawer).open);
  return <Suspense fallback={null}>{opened && <SignInDrawer />}</Suspense>;
}
