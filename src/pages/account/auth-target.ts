import { useEffect, useState } from 'react';
import { safeNextPath } from '@/features/auth/auth-links';
import { useSession } from '@/features/user/user-api';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';

/**
 * Where a sign-in leads: the `next` address when it is a path of this site (a protected page the visitor
 * was sent away from), otherwise the account page.
 */
export function useAuthTarget(): { next: string | null; target: string } {
  const { locale, category, search } = useRoute();
  const next = safeNextPath(new URLSearchParams(search).get('next'));
  return { next, target: next ?? urls.myAccount(locale, category) };
}

/**
 * A visitor already signed in when the page opens has nothing to do here: they go on to `target` at once
 * (true while that happens, so the page renders nothing). Signing in on the page itself does not count:
 * the page decides what follows (the registration's "Account created" view, for one).
 */
export function useSignedInAway(target: string): boolean {
  const { navigate } = useRoute();
  const { signedIn } = useSession();
  const [already] = useState(signedIn);
  useEffect(() => {
    if (already) void navigate(target, { replace: true });
  }, [already, navigate, target]);
  return already;
}
