import { baseApi } from '@/api/base-api';
import type { ResultOf } from '@/api/contract/envelope';
import { API, CAPTCHA_HEADER } from '@/api/contract/paths';
import type {
  ConfirmLinkCheck,
  ConfirmLinkSent,
  EmailConfirmResult,
  ForgotPasswordResult,
  LoginBody,
  LoginResult,
  NestedUserResult,
  PasswordChangeResult,
  PasswordResetResult,
  RegistrationBody,
  RegistrationResult,
  ResetLinkCheck,
  SaveUserBody,
  SocialLoginBody,
  UnsubscribeResult,
  UserProfile,
} from '@/api/contract/user';
import type { SavedSearch } from '@/domain/saved-search';

/**
 * The user calls of spec §7.2. Sign-in goes through the v1 user service (login, social login, logout;
 * see src/mocks/API.md for why not the auth service). The refresh token is used by one function only,
 * `renewSession` (./session.ts), which coordinates tabs: there is no renew or restoreSession endpoint here.
 */
const v1 = API.userV1;

/** Spec §7.2: GET api/v2/user answers a JSON string nested twice; this undoes both levels. */
export function parseNestedUser(result: unknown): UserProfile {
  let value: unknown = result;
  for (let i = 0; i < 2 && typeof value === 'string'; i++) value = JSON.parse(value);
  return value as UserProfile;
}

export const userEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The new account (201), or, for an address whose account awaits confirmation, a link mailed to it (202). */
    register: build.mutation<RegistrationResult, { body: RegistrationBody; captcha: string }>({
      query: ({ body, captcha }) => ({ ...API.user, method: 'POST', body, headers: { [CAPTCHA_HEADER]: captcha } }),
      transformResponse: (data: ResultOf<RegistrationResult>) => data.result,
    }),
    accountExists: build.query<boolean, string>({
      async queryFn(email, _api, _extra, baseQuery) {
        const answer = await baseQuery({ ...API.userAccounts, params: { email } });
        // Spec §7.2: 404 means "no account", an answer rather than a failure.
        if (answer.error) return answer.error.status === 404 ? { data: false } : { error: answer.error };
        return { data: true };
      },
    }),
    currentUser: build.query<UserProfile, void>({
      query: () => ({ ...API.user, auth: true }),
      transformResponse: (data: NestedUserResult) => parseNestedUser(data.result),
    }),
    saveUser: build.mutation<UserProfile, SaveUserBody>({
      query: (user) => ({ ...API.user, path: 'save', method: 'POST', auth: true, body: user }),
      transformResponse: (data: ResultOf<UserProfile>) => data.result,
    }),
    login: build.mutation<LoginResult, LoginBody>({
      query: (body) => ({ ...v1, path: 'login', method: 'POST', body }),
      transformResponse: (data: ResultOf<LoginResult>) => data.result,
    }),
    signin: build.mutation<LoginResult, LoginBody>({
      query: (body) => ({ ...v1, path: 'signin', method: 'POST', body }),
      transformResponse: (data: ResultOf<LoginResult>) => data.result,
    }),
    socialLogin: build.mutation<LoginResult, SocialLoginBody>({
      query: (body) => ({ ...v1, path: 'login/social', method: 'POST', body }),
      transformResponse: (data: ResultOf<LoginResult>) => data.result,
    }),
    logout: build.mutation<string, { refreshToken?: string }>({
      query: ({ refreshToken }) => ({
        ...v1,
        path: 'logout',
        method: 'POST',
        auth: true,
        body: { refresh_token: refreshToken },
      }),
      transformResponse: (data: ResultOf<string>) => data.result,
    }),
    forgotPassword: build.mutation<ForgotPasswordResult, string>({
      query: (email) => ({ ...v1, path: 'password/forgot', method: 'POST', body: { email } }),
      transformResponse: (data: ResultOf<ForgotPasswordResult>) => data.result,
    }),
    checkResetLink: build.query<boolean, string>({
      query: (token) => ({ ...v1, path: 'password/check-reset-link', params: { token } }),
      transformResponse: (data: ResultOf<ResetLinkCheck>) => data.result.valid,
    }),
    resetPassword: build.mutation<PasswordResetResult, { token: string; password: string }>({
      query: (body) => ({ ...v1, path: 'password/reset', method: 'POST', body }),
      transformResponse: (data: ResultOf<PasswordResetResult>) => data.result,
    }),
    changePassword: build.mutation<PasswordChangeResult, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ ...v1, path: 'password/change', method: 'POST', auth: true, body }),
      transformResponse: (data: ResultOf<PasswordChangeResult>) => data.result,
    }),
    /** Ours: whether a confirmation link is live, and whether it asks for a password (a takeover). */
    checkConfirmLink: build.query<ConfirmLinkCheck, string>({
      query: (token) => ({ ...v1, path: 'email/check-confirm-link', params: { token } }),
      transformResponse: (data: ResultOf<ConfirmLinkCheck>) => data.result,
    }),
    confirmEmail: build.mutation<EmailConfirmResult, { token: string; password?: string }>({
      query: (body) => ({ ...v1, path: 'email/confirm', method: 'POST', body }),
      transformResponse: (data: ResultOf<EmailConfirmResult>) => data.result,
    }),
    sendConfirmLink: build.mutation<ConfirmLinkSent, void>({
      query: () => ({ ...v1, path: 'email/confirm/send', method: 'POST', auth: true, body: {} }),
      transformResponse: (data: ResultOf<ConfirmLinkSent>) => data.result,
    }),
    savedSearches: build.query<SavedSearch[], void>({
      query: () => ({ ...v1, path: 'savedSearches', auth: true }),
      transformResponse: (data: ResultOf<SavedSearch[]>) => data.result,
    }),
    replaceSavedSearches: build.mutation<SavedSearch[], { savedSearches: SavedSearch[] }>({
      query: ({ savedSearches }) => ({
        ...v1,
        path: 'savedSearches',
        method: 'POST',
        auth: true,
        body: { savedSearches },
      }),
      transformResponse: (data: ResultOf<SavedSearch[]>) => data.result,
    }),
    unsubscribe: build.mutation<UnsubscribeResult, { token: string; all?: boolean }>({
      query: (body) => ({ ...v1, path: 'unsubscribe', method: 'POST', body }),
      transformResponse: (data: ResultOf<UnsubscribeResult>) => data.result,
    }),
  }),
});
