import { useCallback } from 'react';
import type { QueryError } from '@/api/base-api';
import type { ConfirmationSent, RegistrationBody, SocialLoginBody, UserProfile } from '@/api/contract/user';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { selectIsSignedIn, signedIn, signInCompleted, signOutRequested } from '@/features/user/user-api';
import { userEndpoints } from '@/features/user/user-endpoints';

/**
 * The auth feature's public face: signing in and out, for the forms and pages that need them. Only the
 * pages and forms that sign in import it, so the first page never loads the user calls.
 */

/** Why a sign-in, registration or social sign-in failed, for the form to say (spec §8). */
export type AuthFailureReason =
  'invalid-credentials' | 'too-many-attempts' | 'exists' | 'invalid' | 'captcha' | 'unavailable';

export class AuthFailure extends Error {
  constructor(
    readonly reason: AuthFailureReason,
    /** Server messages (field errors of a 400). */
    readonly messages: string[] = [],
    /** For too-many-attempts: seconds to wait. */
    readonly retryAfterS?: number,
  ) {
    super(reason);
    this.name = 'AuthFailure';
  }
}

export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  const e = (error ?? {}) as Partial<QueryError>;
  if (e.status === 401) return new AuthFailure('invalid-credentials', e.messages);
  if (e.status === 429) return new AuthFailure('too-many-attempts', e.messages, e.retryAfterS);
  if (e.status === 409) return new AuthFailure('exists', e.messages);
  if (e.status === 400 && e.messages?.some((m) => m.startsWith('captcha')))
    return new AuthFailure('captcha', e.messages);
  if (e.status === 400) return new AuthFailure('invalid', e.messages);
  return new AuthFailure('unavailable', e.messages ?? []);
}

export interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Sign-in, registration, social sign-in and sign-out. Each resolves once the session is stored and the
 * saga has taken over (merging this browser's lists, replaying queued actions), or rejects with an
 * `AuthFailure`.
 */
export function useAuth() {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const complete = useCallback(
    async (
      result: { access_token: string; expires_in: number; refresh_token: string; user: UserProfile },
      remember: boolean,
    ) => {
      const { storeSession } = await import('@/api/session-renewal');
      const session = storeSession(result, { remember });
      // Signed in at once (the page may go on to a protected one); the saga then merges and replays.
      dispatch(signedIn({ session, profile: result.user }));
      dispatch(signInCompleted({ session, profile: result.user }));
      return result.user;
    },
    [dispatch],
  );

  const signIn = useCallback(
    async ({ email, password, remember }: SignInValues) => {
      const answer = await dispatch(
        userEndpoints.endpoints.login.initiate({ username: email.trim(), password, remember }),
      );
      if ('error' in answer && answer.error) throw toAuthFailure(answer.error);
      return complete(answer.data, remember);
    },
    [dispatch, complete],
  );

  /**
   * Spec §4 account flow: register, account created, and signed in with the same credentials; or, when the
   * address has an account waiting for confirmation, nothing created and a link mailed to the address (ours),
   * with the visitor left signed out (their queued actions wait for a sign-in).
   */
  const register = useCallback(
    async (body: RegistrationBody, captcha: string): Promise<UserProfile | ConfirmationSent> => {
      const created = await dispatch(userEndpoints.endpoints.register.initiate({ body, captcha }));
      if ('error' in created && created.error) throw toAuthFailure(created.error);
      if (created.data && 'confirmationSent' in created.data) return created.data;
      return signIn({ email: body.email, password: body.password, remember: false });
    },
    [dispatch, signIn],
  );

  const socialSignIn = useCallback(
    async (body: SocialLoginBody) => {
      const answer = await dispatch(userEndpoints.endpoints.socialLogin.initiate(body));
      if ('error' in answer && answer.error) throw toAuthFailure(answer.error);
      return complete(answer.data, false);
    },
    [dispatch, complete],
  );

  const signOut = useCallback(() => {
    if (selectIsSignedIn(store.getState())) dispatch(signOutRequested());
  }, [dispatch, store]);

  return { signIn, register, socialSignIn, signOut };
}
