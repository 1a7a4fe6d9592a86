import { baseApi } from '@/api/base-api';
import { API, CAPTCHA_HEADER } from '@/api/contract/paths';
import type {
  AuthServiceAnswer,
  LoginBody,
  LoginResult,
  OutboxMessage,
  RegistrationBody,
  SocialLoginBody,
  TokenSet,
  UserProfile,
} from '@/api/contract/user';
import type { SavedSearch } from '@/domain/saved-search';

const v1 = API.userV1;
const auth = API.auth;

/** Spec §7.2: GET api/v2/user answers a JSON string nested twice; this undoes both levels. */
export function parseNestedUser(result: unknown): UserProfile {
  let value: unknown = result;
  for (let i = 0; i < 2 && typeof value === 'string'; i++) value = JSON.parse(value);
  return value as UserProfile;
}

/** Spec §5: renewal fails without an access token or with a zero lifetime. */
export function isUsableRenewal(tokens: Partial<TokenSet> | undefined): tokens is TokenSet {
  return !!tokens?.access_token && typeof tokens.expires_in === 'number' && tokens.expires_in > 0;
}

export type Authorised<T> = T & { token: string };

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<UserProfile, { body: RegistrationBody; captcha: string }>({
      query: ({ body, captcha }) => ({ ...API.user, method: 'POST', body, headers: { [CAPTCHA_HEADER]: captcha } }),
      transformResponse: (data: { result: UserProfile }) => data.result,
    }),
    accountExists: build.query<boolean, string>({
      async queryFn(email, _api, _extra, baseQuery) {
        const answer = await baseQuery({ ...API.userAccounts, params: { email } });
        // Spec §7.2: 404 means "no account", an answer rather than a failure.
        if (answer.error) return answer.error.status === 404 ? { data: false } : { error: answer.error };
        return { data: true };
      },
    }),
    currentUser: build.query<UserProfile, string>({
      query: (token) => ({ ...API.user, token }),
      transformResponse: (data: { result: string }) => parseNestedUser(data.result),
    }),
    saveUser: build.mutation<UserProfile, Authorised<{ user: Partial<UserProfile> }>>({
      query: ({ token, user }) => ({ ...API.user, path: 'save', method: 'POST', token, body: user }),
      transformResponse: (data: { result: UserProfile }) => data.result,
    }),
    renew: build.mutation<TokenSet, string>({
      query: (refreshToken) => ({ ...API.userRenew, method: 'POST', body: { refresh_token: refreshToken } }),
      transformResponse: (data: { result: TokenSet }) => data.result,
    }),
    login: build.mutation<LoginResult, LoginBody>({
      query: (body) => ({ ...v1, path: 'login', method: 'POST', body }),
      transformResponse: (data: { result: LoginResult }) => data.result,
    }),
    signin: build.mutation<LoginResult, LoginBody>({
      query: (body) => ({ ...v1, path: 'signin', method: 'POST', body }),
      transformResponse: (data: { result: LoginResult }) => data.result,
    }),
    socialLogin: build.mutation<LoginResult, SocialLoginBody>({
      query: (body) => ({ ...v1, path: 'login/social', method: 'POST', body }),
      transformResponse: (data: { result: LoginResult }) => data.result,
    }),
    logout: build.mutation<string, { token?: string; refreshToken?: string }>({
      query: ({ token, refreshToken }) => ({
        ...v1,
        path: 'logout',
        method: 'POST',
        token,
        body: { refresh_token: refreshToken },
      }),
      transformResponse: (data: { result: string }) => data.result,
    }),
    restoreSession: build.mutation<LoginResult, string>({
      query: (refreshToken) => ({
        ...v1,
        path: 'restoreSession',
        method: 'POST',
        body: { refresh_token: refreshToken },
      }),
      transformResponse: (data: { result: LoginResult }) => data.result,
    }),
    forgotPassword: build.mutation<{ sent: boolean }, string>({
      query: (email) => ({ ...v1, path: 'password/forgot', method: 'POST', body: { email } }),
      transformResponse: (data: { result: { sent: boolean } }) => data.result,
    }),
    checkResetLink: build.query<boolean, string>({
      query: (token) => ({ ...v1, path: 'password/check-reset-link', params: { token } }),
      transformResponse: (data: { result: { valid: boolean } }) => data.result.valid,
    }),
    resetPassword: build.mutation<{ reset: boolean }, { token: string; password: string }>({
      query: (body) => ({ ...v1, path: 'password/reset', method: 'POST', body }),
      transformResponse: (data: { result: { reset: boolean } }) => data.result,
    }),
    changePassword: build.mutation<{ changed: boolean }, Authorised<{ currentPassword: string; newPassword: string }>>({
      query: ({ token, ...body }) => ({ ...v1, path: 'password/change', method: 'POST', token, body }),
      transformResponse: (data: { result: { changed: boolean } }) => data.result,
    }),
    savedSearches: build.query<SavedSearch[], string>({
      query: (token) => ({ ...v1, path: 'savedSearches', token }),
      transformResponse: (data: { result: SavedSearch[] }) => data.result,
    }),
    replaceSavedSearches: build.mutation<SavedSearch[], Authorised<{ savedSearches: SavedSearch[] }>>({
      query: ({ token, savedSearches }) => ({
        ...v1,
        path: 'savedSearches',
        method: 'POST',
        token,
        body: { savedSearches },
      }),
      transformResponse: (data: { result: SavedSearch[] }) => data.result,
    }),
    sendSavedSearchAlert: build.mutation<{ sent: boolean; unsubscribeToken: string }, Authorised<{ id: string }>>({
      query: ({ token, id }) => ({
        ...v1,
        path: `savedSearches/${encodeURIComponent(id)}/alert`,
        method: 'POST',
        token,
      }),
      transformResponse: (data: { result: { sent: boolean; unsubscribeToken: string } }) => data.result,
    }),
    unsubscribe: build.mutation<{ unsubscribed: string | null }, { token: string; all?: boolean }>({
      query: (body) => ({ ...v1, path: 'unsubscribe', method: 'POST', body }),
      transformResponse: (data: { result: { unsubscribed: string | null } }) => data.result,
    }),
    outbox: build.query<OutboxMessage[], string>({
      query: (email) => ({ ...API.demoOutbox, params: { email } }),
      transformResponse: (data: { result: OutboxMessage[] }) => data.result,
    }),
    authSession: build.query<AuthServiceAnswer, string | undefined>({
      query: (token) => ({ ...auth, path: 'session', token }),
    }),
    authLogin: build.mutation<AuthServiceAnswer, LoginBody>({
      query: (body) => ({ ...auth, path: 'login', method: 'POST', body }),
    }),
    authLogout: build.mutation<AuthServiceAnswer, string | undefined>({
      query: (token) => ({ ...auth, path: 'logout', method: 'POST', token }),
    }),
    authRegister: build.mutation<AuthServiceAnswer, RegistrationBody>({
      query: (body) => ({ ...auth, path: 'register', method: 'POST', body }),
    }),
  }),
});
