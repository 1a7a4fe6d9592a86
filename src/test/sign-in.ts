import type { AppStore } from '@/app/store';
import type { LoginResult } from '@/api/contract/user';
import { storeSession } from '@/api/session-renewal';
import { userEndpoints } from '@/features/user/user-endpoints';
import { signedIn } from '@/features/user/user-slice';
import { DEMO_USER } from '@/mocks/state';

/**
 * Signs a test's store in against the demo API (the demo account unless told otherwise): the session is
 * stored as a real sign-in stores it (cookie, storage) and put in the store, where the base query reads it.
 */
export async function signInStore(
  store: AppStore,
  credentials: { email: string; password: string } = DEMO_USER,
): Promise<LoginResult> {
  const result = await store
    .dispatch(userEndpoints.endpoints.login.initiate({ username: credentials.email, password: credentials.password }))
    .unwrap();
  store.dispatch(signedIn({ session: storeSession(result), profile: result.user }));
  return result;
}
