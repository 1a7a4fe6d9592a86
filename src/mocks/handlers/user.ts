import { http, HttpResponse } from 'msw';
import type { ResultOf } from '@/api/contract/envelope';
import type {
  AccountLookup,
  AuthServiceAnswer,
  CaptchaChallenge,
  ConfirmationSent,
  ConfirmLinkCheck,
  ConfirmLinkSent,
  EmailConfirmResult,
  ForgotPasswordResult,
  LoginResult,
  NestedUserResult,
  PasswordChangeResult,
  PasswordResetResult,
  ResetLinkCheck,
  TokenSet,
  UnsubscribeResult,
  UserProfile,
} from '@/api/contract/user';
import { EDITABLE_PROFILE_FIELDS } from '@/api/contract/user';
import type { SavedSearch } from '@/domain/saved-search';
import { parseSavedSearches } from '@/domain/saved-search';
import { isEmail, isStrongEnoughPassword, profileErrors, savedSearchNameErrors } from '@/domain/validation';
import { isResetToken } from '@/domain/identifiers';
import { API, CAPTCHA_HEADER } from '@/api/contract/paths';
import { DEMO_CAPTCHA } from '@/api/contract/demo';
import type { Db } from '../db';
import { verifyPassword, hashPassword, randomToken } from '../crypto';
import { DemoState, type BoundedStore, type UserRecord } from '../state';
import { applyChanges, parseChanges } from '@/features/user/profile-changes';
import {
  bearer,
  clientAddress,
  dataResponse,
  errorResponse,
  fieldErrorResponse,
  foreignOrigin,
  queryOf,
  readJson,
  requestMailbox,
  route,
  sameOrigin,
  text,
  tooManyResponse,
  type Body,
  guarded,
  storeFullResponse,
} from './respond';

const INVALID_LOGIN = 'Invalid username or password';
const UNAUTHORISED = 'Your session has expired. Please sign in again.';
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Try again later.';
const TOO_MANY_LOOKUPS = 'Too many account lookups. Try again later.';
const TOO_MANY_REGISTRATIONS = 'Too many accounts created from this network. Try again later.';

/** The cookie that names a browser which signed in to an account before (ours, API.md). */
const DEVICE_COOKIE = 'foyer_device';

/** Whether the site is served over HTTPS (directly, or behind a proxy that says so). */
const secure = (request: Request) =>
  new URL(request.url).protocol === 'https:' ||
  request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';

/** The request's device cookie, when it is one this API could have set (32 hexadecimal characters). */
function deviceOf(request: Request): string | null {
  const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([0-9a-f]{32})(?:;|$)`).exec(
    request.headers.get('cookie') ?? '',
  );
  return match ? match[1]! : null;
}
const CAPTCHA_REFUSED = 'captcha: The captcha answer was not accepted';
const TOO_MANY_MAILS = 'Too many e-mails asked for this address. Try again later.';
const EXISTS = 'This user already exists. Please try again.';
const CONFIRM_LINK_GONE = 'This confirmation link has expired or was already used.';
const WEAK_PASSWORD = 'password: Minimum 8 characters, with a number or special character';

/** The fields each body may hold (`readJson`'s `fields`): anything else is refused, never stored. */
const FIELDS = {
  profile: [
    'id',
    'username',
    'encryptedUsername',
    'email',
    'phoneNumber',
    'firstName',
    'lastName',
    'buy',
    'sell',
    'city',
    'province',
    'marketingEmails',
    'ipaddress',
    'datetime',
    'preferences',
    // Ours, read-only (the server's): whether the address is confirmed, and until when an unconfirmed account lives.
    'emailConfirmed',
    'confirmBy',
    // Ours: the changes since the last confirmed save (API.md), merged with the account's current copy.
    'changes',
  ],
  registration: [
    'email',
    'password',
    'firstName',
    'lastName',
    'city',
    'province',
    'phoneNumber',
    'buy',
    'sell',
    'newsletter',
    'realEstateNews',
    'partnerEmails',
  ],
  login: ['username', 'email', 'password', 'remember'],
  social: ['provider', 'token'],
  refresh: ['refresh_token', 'refreshToken'],
  forgot: ['email'],
  reset: ['token', 'password'],
  confirm: ['token', 'password'],
  change: ['currentPassword', 'newPassword'],
  savedSearches: ['savedSearches'],
  unsubscribe: ['token', 'all'],
} as const satisfies Record<string, readonly string[]>;

/**
 * What an unknown account's password is checked against, so a sign-in costs one PBKDF2 hash whether or not
 * the account exists and its time does not tell (computed once, on the first such sign-in).
 */
let dummyHash: Promise<string> | undefined;

function registrationErrors(body: Body): string[] {
  const errors: string[] = [];
  const email = text(body.email);
  if (!email || !isEmail(email)) errors.push('email: Please enter a valid email');
  const password = typeof body.password === 'string' ? body.password : '';
  if (!isStrongEnoughPassword(password)) {
    errors.push(WEAK_PASSWORD);
  }
  for (const field of ['firstName', 'lastName', 'city'] as const) {
    if (!text(body[field])) errors.push(`${field}: Field is required`);
  }
  return errors;
}

const pick = (profile: UserProfile, keys: readonly (keyof UserProfile)[]): Body =>
  Object.fromEntries(keys.map((key) => [key, profile[key]]));

/** Applies a save body to a profile: only known fields, saved searches checked as spec §5 says. */
function applyProfile(profile: UserProfile, body: Body): UserProfile {
  const next: UserProfile = { ...profile, preferences: { ...profile.preferences } };
  for (const key of ['firstName', 'lastName', 'phoneNumber', 'city', 'province'] as const) {
    if (typeof body[key] === 'string') next[key] = body[key];
  }
  for (const key of ['buy', 'sell', 'marketingEmails'] as const) {
    if (typeof body[key] === 'boolean') next[key] = body[key];
  }
  const prefs = (body.preferences ?? {}) as Body;
  const ids = (v: unknown) =>
    Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string'))] : undefined;
  const favouriteListings = ids(prefs.favouriteListings);
  if (favouriteListings) next.preferences.favouriteListings = favouriteListings;
  const favouriteAgents = ids(prefs.favouriteAgents);
  if (favouriteAgents) next.preferences.favouriteAgents = favouriteAgents;
  // Ours: hidden ("not interested") listings, kept beside the favourites.
  const hiddenListings = ids(prefs.hiddenListings);
  if (hiddenListings) (next.preferences as { hiddenListings?: string[] }).hiddenListings = hiddenListings;
  if (Array.isArray(prefs.savedSearches)) {
    next.preferences.savedSearches = parseSavedSearches(prefs.savedSearches).map((s) => {
      const id = s.id ?? `ss-${randomToken().slice(0, 10)}`;
      return {
        ...s,
        id,
        encryptedId: s.encryptedId ?? btoa(id),
        userId: profile.id,
        encryptedUserId: btoa(profile.id),
      };
    });
  }
  return next;
}

export function userHandlers(db: Db) {
  const state = () => db.state;
  async function authorised(request: Request): Promise<UserRecord | Response> {
    await state().ready;
    const user = state().userForAccess(bearer(request));
    return user ?? errorResponse(401, UNAUTHORISED);
  }
  /**
   * A throttled sign-in (ours; see API.md): failures count per account (known or not, so the answer never
   * tells whether an account exists) and per client address; past the limit the answer is 429, whatever
   * the password, until the window moves on. A success clears the account's count.
   */
  async function login(body: Body, request: Request): Promise<UserRecord | { retryAfterS: number } | null> {
    await state().ready;
    const account = text(body.username ?? body.email).toLowerCase();
    const address = clientAddress(request);
    const retryAfterS = state().loginWaitS(account, address, deviceOf(request));
    if (retryAfterS > 0) return { retryAfterS };
    const attempt = state().loginAttempted(account, address);
    const record = state().account(account);
    const password = typeof body.password === 'string' ? body.password : '';
    // Constant work: an unknown account still costs a hash, against a password nobody has.
    dummyHash ??= hashPassword(randomToken());
    const matches = await verifyPassword(password, record?.passwordHash ?? (await dummyHash));
    if (!record || !matches) return null;
    state().loginSucceeded(attempt);
    state().linkMailbox(requestMailbox(request), record.profile.email);
    return record;
  }
  /** The 401 or 429 of a refused sign-in, or the account signed in. */
  const signedIn = (outcome: Awaited<ReturnType<typeof login>>): UserRecord | Response =>
    outcome === null
      ? errorResponse(401, INVALID_LOGIN)
      : 'retryAfterS' in outcome
        ? tooManyResponse(outcome.retryAfterS, TOO_MANY_LOGINS)
        : outcome;
  const loginAnswer = (request: Request, record: UserRecord) =>
    dataResponse<ResultOf<LoginResult>>(
      { result: { ...state().issueTokens(record.profile.email), user: record.profile } },
      { headers: { 'Set-Cookie': deviceCookie(request, record) } },
    );
  /**
   * The browser's device cookie after a sign-in to `record` (ours): the one it has, or a new one, remembered
   * for the account, so the right password from this browser is accepted while failures from elsewhere hold
   * the account (`loginWaitS`). Not a credential: it only spares its holder the account-wide lockout.
   */
  const deviceCookie = (request: Request, record: UserRecord) => {
    const device = deviceOf(request) ?? randomToken();
    state().rememberDevice(record.profile.email, device);
    return `${DEVICE_COOKIE}=${device}; Path=/api; Max-Age=${365 * 86_400}; SameSite=Lax${secure(request) ? '; Secure' : ''}`;
  };
  const v1 = (path: string) => route(API.userV1, path);
  const auth = (path: string) => route(API.auth, path);

  const authAnswer = (answer: AuthServiceAnswer, init?: ResponseInit) => HttpResponse.json(answer, init);
  const authError = (result: string): AuthServiceAnswer => ({
    message: 'error',
    result,
    loggedIn: false,
    userProfile: null,
  });
  /**
   * The auth service's session cookie. Not HttpOnly: spec §4 has the SPA read the token from it to send
   * it as a bearer token to the other services. `Secure` whenever the site is served over HTTPS (directly,
   * or behind a proxy that says so in X-Forwarded-Proto), so it never travels in clear.
   */
  const sessionCookie = (request: Request, token: string, maxAge: number) =>
    `dca_at=${token}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure(request) ? '; Secure' : ''}`;

  /** The auth service's answer to a sign-in or registration: a new session, in the answer and its cookie. */
  const sessionAnswer = (request: Request, record: UserRecord, result: string, status = 200) => {
    const tokens = state().issueTokens(record.profile.email);
    return authAnswer(
      {
        message: 'success',
        result,
        loggedIn: true,
        userProfile: record.profile,
        accessToken: tokens.access_token,
        expiresIn: tokens.expires_in,
      },
      { status, headers: { 'Set-Cookie': sessionCookie(request, tokens.access_token, tokens.expires_in) } },
    );
  };

  /**
   * A registration once its challenge and fields passed (both registration calls): a new account, working at
   * once but unconfirmed, with a confirmation link mailed to it; or, for the address of an account still
   * waiting for confirmation, a link mailed to the address instead, whose owner takes that account over with
   * it (ours, API.md); 'exists' for a confirmed account. `stores` are the stores the caller writes besides.
   */
  async function registerAccount(
    request: Request,
    b: Body,
    stores: BoundedStore[] = [],
  ): Promise<UserRecord | 'exists' | 'claim-sent' | Response> {
    const email = text(b.email).toLowerCase();
    const mailbox = requestMailbox(request);
    const existing = state().account(email);
    if (existing) {
      if (DemoState.confirmed(existing)) return 'exists';
      const waitS = state().mailWaitS({ recipient: email, address: clientAddress(request) });
      if (waitS > 0) return tooManyResponse(waitS, TOO_MANY_MAILS);
      if (state().fullStore('resetTokens', 'outbox')) return storeFullResponse();
      state().issueConfirmation(existing, 'claim', mailbox);
      return 'claim-sent';
    }
    if (state().fullStore('users', 'resetTokens', 'outbox', ...stores)) return storeFullResponse();
    const record = await state().createUser({
      email,
      password: b.password as string,
      firstName: text(b.firstName),
      lastName: text(b.lastName),
      city: text(b.city),
      province: text(b.province),
      phoneNumber: text(b.phoneNumber),
      buy: b.buy === true,
      sell: b.sell === true,
      marketingEmails: b.newsletter === true || b.realEstateNews === true || b.partnerEmails === true,
      unconfirmed: true,
    });
    state().linkMailbox(mailbox, email);
    state().issueConfirmation(record, 'confirm', mailbox);
    return record;
  }

  return [
    http.post(route(API.user, 'save'), async ({ request }) => {
      const user = await authorised(request);
      if (user instanceof Response) return user;
      const parsed = await readJson(request, { fields: FIELDS.profile });
      if (!parsed.ok) return parsed.response;
      // With changes, they are applied to the account as it is now, item by item, and the snapshot beside
      // them is ignored: a tab or device saving never undoes what another saved meanwhile.
      let body = parsed.body;
      if (body.changes !== undefined) {
        const changes = parseChanges(body.changes);
        if (!changes) return errorResponse(400, 'changes: A list of at most 500 changes');
        const merged = applyChanges(user.profile, changes);
        body = { ...pick(merged, EDITABLE_PROFILE_FIELDS), preferences: merged.preferences };
      }
      // The profile form's and the save dialog's own rules (spec §5), for a client that skipped them.
      const prefs = body.preferences;
      const refused = [
        ...profileErrors(body, user.profile),
        ...savedSearchNameErrors(
          typeof prefs === 'object' && prefs !== null ? (prefs as Body).savedSearches : undefined,
          'preferences.savedSearches',
        ),
      ];
      if (refused.length) return fieldErrorResponse(refused);
      user.profile = applyProfile(user.profile, body);
      state().save();
      return dataResponse<ResultOf<UserProfile>>({ result: user.profile });
    }),
    http.get(route(DEMO_CAPTCHA), async () => {
      await state().ready;
      return dataResponse<ResultOf<CaptchaChallenge>>(
        { result: state().issueCaptcha() },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    }),
    http.post(
      route(API.user),
      guarded(async ({ request }) => {
        if (!sameOrigin(request)) return foreignOrigin();
        await state().ready;
        // Checked (and the challenge used up) first: a refused registration needs a new challenge.
        // Costly in bulk: a few attempts an hour per address and per network, before the challenge is spent.
        const waitS = state().registrationWaitS(clientAddress(request));
        if (waitS > 0) return tooManyResponse(waitS, TOO_MANY_REGISTRATIONS);
        if (!state().redeemCaptcha(request.headers.get(CAPTCHA_HEADER))) return errorResponse(400, CAPTCHA_REFUSED);
        const parsed = await readJson(request, { fields: FIELDS.registration });
        if (!parsed.ok) return parsed.response;
        const errors = registrationErrors(parsed.body);
        if (errors.length) return errorResponse(400, ...errors);
        const outcome = await registerAccount(request, parsed.body);
        if (outcome instanceof Response) return outcome;
        if (outcome === 'exists') return errorResponse(409, EXISTS);
        if (outcome === 'claim-sent')
          return dataResponse<ResultOf<ConfirmationSent>>({ result: { confirmationSent: true } }, { status: 202 });
        return dataResponse<ResultOf<UserProfile>>({ result: outcome.profile }, { status: 201 });
      }),
    ),
    http.get(route(API.user), async ({ request }) => {
      const user = await authorised(request);
      if (user instanceof Response) return user;
      // Spec §7.2: the result is a JSON string nested twice.
      return dataResponse<NestedUserResult>({ result: JSON.stringify(JSON.stringify(user.profile)) });
    }),
    http.get(route(API.userAccounts), async ({ request }) => {
      const email = queryOf(request).get('email')?.trim().toLowerCase();
      if (!email) return errorResponse(400, 'email is required');
      await state().ready;
      // Limited like sign-in's failures, per client address: the call tells whether an e-mail has an account.
      const retryAfterS = state().lookupWaitS(clientAddress(request));
      if (retryAfterS > 0) return tooManyResponse(retryAfterS, TOO_MANY_LOOKUPS);
      const account = state().account(email);
      if (!account) return errorResponse(404, 'No account for this e-mail');
      return dataResponse<ResultOf<AccountLookup>>({
        result: { id: account.profile.id, username: account.profile.username },
      });
    }),
    http.post(
      route(API.userRenew),
      guarded(async ({ request }) => {
        const parsed = await readJson(request, { fields: FIELDS.refresh });
        if (!parsed.ok) return parsed.response;
        await state().ready;
        const tokens = state().renew(text(parsed.body.refresh_token ?? parsed.body.refreshToken));
        return tokens
          ? dataResponse<ResultOf<TokenSet>>({ result: tokens })
          : errorResponse(401, 'Token refresh failed');
      }),
    ),
    ...['login', 'signin'].map((path) =>
      http.post(
        v1(path),
        guarded(async ({ request }) => {
          if (!sameOrigin(request)) return foreignOrigin();
          const parsed = await readJson(request, { fields: FIELDS.login });
          if (!parsed.ok) return parsed.response;
          const record = signedIn(await login(parsed.body, request));
          return record instanceof Response ? record : loginAnswer(request, record);
        }),
      ),
    ),
    http.post(
      v1('login/social'),
      guarded(async ({ request }) => {
        if (!sameOrigin(request)) return foreignOrigin();
        const parsed = await readJson(request, { fields: FIELDS.social });
        if (!parsed.ok) return parsed.response;
        const provider = text(parsed.body.provider) as 'google' | 'facebook';
        if (provider !== 'google' && provider !== 'facebook')
          return errorResponse(400, 'provider must be google or facebook');
        // The demo identity provider's token is `demo:{email}:{first name}:{last name}`.
        const [scheme, email = '', firstName = 'Demo', lastName = 'User'] = text(parsed.body.token).split(':');
        if (scheme !== 'demo' || !isEmail(email))
          return errorResponse(401, 'The social sign-in token was not accepted');
        await state().ready;
        const existing = state().account(email.toLowerCase());
        // The demo provider proves nothing about who holds the e-mail: it may open only an account it created,
        // never take over one that signs in with a password.
        if (existing && !existing.providers?.includes(provider))
          return errorResponse(409, 'An account with this e-mail already exists. Sign in with your password.');
        const record =
          existing ?? (await state().createUser({ email, password: randomToken(), firstName, lastName, city: '' }));
        record.providers = [...new Set([...(record.providers ?? []), provider])];
        state().save();
        return loginAnswer(request, record);
      }),
    ),
    http.post(v1('logout'), async ({ request }) => {
      if (!sameOrigin(request)) return foreignOrigin();
      const parsed = await readJson(request, { optional: true, fields: FIELDS.refresh });
      if (!parsed.ok && parsed.response.status !== 400) return parsed.response;
      await state().ready;
      state().revoke(bearer(request), parsed.ok ? text(parsed.body.refresh_token) : undefined);
      return dataResponse<ResultOf<string>>({ result: 'logged out' });
    }),
    http.post(
      v1('restoreSession'),
      guarded(async ({ request }) => {
        const parsed = await readJson(request, { fields: FIELDS.refresh });
        if (!parsed.ok) return parsed.response;
        await state().ready;
        const tokens = state().renew(text(parsed.body.refresh_token ?? parsed.body.refreshToken));
        if (!tokens) return errorResponse(401, UNAUTHORISED);
        const user = state().userForAccess(tokens.access_token)!;
        return dataResponse<ResultOf<LoginResult>>({ result: { ...tokens, user: user.profile } });
      }),
    ),
    http.post(
      v1('password/forgot'),
      guarded(async ({ request }) => {
        const parsed = await readJson(request, { fields: FIELDS.forgot });
        if (!parsed.ok) return parsed.response;
        const email = text(parsed.body.email).toLowerCase();
        if (!isEmail(email)) return errorResponse(400, 'email: Please enter a valid email');
        await state().ready;
        // Counted for unknown accounts too, so the limit does not tell which exist.
        const retryAfterS = state().mailWaitS({ recipient: email, address: clientAddress(request) });
        if (retryAfterS > 0) return tooManyResponse(retryAfterS, TOO_MANY_MAILS);
        // The same answer whether or not the account exists, so the form cannot be used to probe e-mails.
        if (state().fullStore('resetTokens', 'outbox')) return storeFullResponse();
        if (state().account(email)) state().issueResetToken(email, requestMailbox(request));
        return dataResponse<ResultOf<ForgotPasswordResult>>({ result: { sent: true } });
      }),
    ),
    http.get(v1('password/check-reset-link'), async ({ request }) => {
      const token = queryOf(request).get('token') ?? '';
      if (!isResetToken(token)) return errorResponse(400, 'token must be 32 hexadecimal characters');
      await state().ready;
      return state().checkResetToken(token)
        ? dataResponse<ResultOf<ResetLinkCheck>>({ result: { valid: true } })
        : errorResponse(404, 'This reset link has expired or was already used.');
    }),
    http.post(v1('password/reset'), async ({ request }) => {
      const parsed = await readJson(request, { fields: FIELDS.reset });
      if (!parsed.ok) return parsed.response;
      const token = text(parsed.body.token);
      const password = typeof parsed.body.password === 'string' ? parsed.body.password : '';
      if (!isResetToken(token)) return errorResponse(400, 'token must be 32 hexadecimal characters');
      if (!isStrongEnoughPassword(password)) return errorResponse(400, WEAK_PASSWORD);
      await state().ready;
      const email = state().useResetToken(token);
      const record = email ? state().account(email) : undefined;
      if (!record) return errorResponse(404, 'This reset link has expired or was already used.');
      record.passwordHash = await hashPassword(password);
      // Following the link proved the address: an unconfirmed account is confirmed by it.
      if (!DemoState.confirmed(record)) state().markConfirmed(record);
      // Whoever knew the old password is signed out everywhere; the account's other reset links went with this one.
      state().endSessions(record.profile.email);
      return dataResponse<ResultOf<PasswordResetResult>>({ result: { reset: true } });
    }),
    http.post(v1('password/change'), async ({ request }) => {
      const user = await authorised(request);
      if (user instanceof Response) return user;
      const parsed = await readJson(request, { fields: FIELDS.change });
      if (!parsed.ok) return parsed.response;
      const current = typeof parsed.body.currentPassword === 'string' ? parsed.body.currentPassword : '';
      const next = typeof parsed.body.newPassword === 'string' ? parsed.body.newPassword : '';
      if (!(await verifyPassword(current, user.passwordHash)))
        return errorResponse(400, 'currentPassword: The current password is not correct');
      if (!isStrongEnoughPassword(next))
        return errorResponse(400, 'newPassword: Minimum 8 characters, with a number or special character');
      user.passwordHash = await hashPassword(next);
      // Every other session ends; the one that changed the password goes on.
      state().endSessions(user.profile.email, { except: state().familyOf(bearer(request)) ?? '' });
      return dataResponse<ResultOf<PasswordChangeResult>>({ result: { changed: true } });
    }),
    http.get(v1('email/check-confirm-link'), async ({ request }) => {
      const token = queryOf(request).get('token') ?? '';
      if (!isResetToken(token)) return errorResponse(400, 'token must be 32 hexadecimal characters');
      await state().ready;
      const link = state().checkConfirmation(token);
      return link
        ? dataResponse<ResultOf<ConfirmLinkCheck>>({ result: { valid: true, claim: link.purpose === 'claim' } })
        : errorResponse(404, CONFIRM_LINK_GONE);
    }),
    http.post(
      v1('email/confirm'),
      guarded(async ({ request }) => {
        const parsed = await readJson(request, { fields: FIELDS.confirm });
        if (!parsed.ok) return parsed.response;
        const token = text(parsed.body.token);
        if (!isResetToken(token)) return errorResponse(400, 'token must be 32 hexadecimal characters');
        await state().ready;
        const link = state().checkConfirmation(token);
        const record = link ? state().account(link.email) : undefined;
        if (!link || !record) return errorResponse(404, CONFIRM_LINK_GONE);
        const claimed = link.purpose === 'claim';
        if (claimed) {
          // The address's owner takes the account over with a password of their own: whoever registered it
          // first, without the address, is signed out everywhere.
          const password = typeof parsed.body.password === 'string' ? parsed.body.password : '';
          if (!isStrongEnoughPassword(password)) return errorResponse(400, WEAK_PASSWORD);
          record.passwordHash = await hashPassword(password);
          state().endSessions(record.profile.email);
          // Nothing the first registrant put in it becomes the owner's: not their name, not a consent to
          // marketing mail they gave for someone else's address (CASL), not saved searches that would mail it.
          record.profile = {
            ...record.profile,
            firstName: '',
            lastName: '',
            phoneNumber: '',
            city: '',
            province: '',
            buy: false,
            sell: false,
            marketingEmails: false,
            ipaddress: clientAddress(request),
            datetime: new Date(state().now()).toISOString(),
            preferences: { favouriteListings: [], favouriteAgents: [], savedSearches: [] },
          };
        }
        state().markConfirmed(record);
        return dataResponse<ResultOf<EmailConfirmResult>>({
          result: { confirmed: true, email: record.profile.email, claimed },
        });
      }),
    ),
    http.post(
      v1('email/confirm/send'),
      guarded(async ({ request }) => {
        const user = await authorised(request);
        if (user instanceof Response) return user;
        if (DemoState.confirmed(user)) return errorResponse(409, 'This e-mail address is already confirmed.');
        const email = user.profile.email;
        const retryAfterS = state().mailWaitS({ recipient: email, address: clientAddress(request) });
        if (retryAfterS > 0) return tooManyResponse(retryAfterS, TOO_MANY_MAILS);
        if (state().fullStore('resetTokens', 'outbox')) return storeFullResponse();
        state().issueConfirmation(user, 'confirm', requestMailbox(request));
        return dataResponse<ResultOf<ConfirmLinkSent>>({ result: { sent: true } });
      }),
    ),
    http.get(v1('savedSearches'), async ({ request }) => {
      const user = await authorised(request);
      if (user instanceof Response) return user;
      return dataResponse<ResultOf<SavedSearch[]>>({ result: user.profile.preferences.savedSearches });
    }),
    http.post(v1('savedSearches'), async ({ request }) => {
      const user = await authorised(request);
      if (user instanceof Response) return user;
      const parsed = await readJson(request, { fields: FIELDS.savedSearches });
      if (!parsed.ok) return parsed.response;
      if (!Array.isArray(parsed.body.savedSearches)) return errorResponse(400, 'savedSearches must be a list');
      const refused = savedSearchNameErrors(parsed.body.savedSearches, 'savedSearches');
      if (refused.length) return fieldErrorResponse(refused);
      user.profile = applyProfile(user.profile, { preferences: { savedSearches: parsed.body.savedSearches } });
      state().save();
      return dataResponse<ResultOf<SavedSearch[]>>({ result: user.profile.preferences.savedSearches });
    }),
    http.post(v1('unsubscribe'), async ({ request }) => {
      const parsed = await readJson(request, { fields: FIELDS.unsubscribe });
      if (!parsed.ok) return parsed.response;
      const token = text(parsed.body.token);
      if (!token) return errorResponse(400, 'token is required');
      await state().ready;
      const entry = state().unsubscribe.get(token);
      const user = entry ? state().account(entry.email) : undefined;
      if (!entry || !user)
        return errorResponse(404, 'Failed to Unsubscribe! This link has expired or was already used.');
      state().unsubscribe.delete(token);
      const all = parsed.body.all === true || entry.savedSearchId === null;
      user.profile = {
        ...user.profile,
        preferences: {
          ...user.profile.preferences,
          savedSearches: user.profile.preferences.savedSearches.map((s) =>
            all || s.id === entry.savedSearchId ? { ...s, notificationsEnabled: false } : s,
          ),
        },
      };
      state().save();
      return dataResponse<ResultOf<UnsubscribeResult>>({ result: { unsubscribed: all ? 'all' : entry.savedSearchId } });
    }),

    http.get(auth('session'), async ({ request }) => {
      await state().ready;
      const user = state().userForAccess(bearer(request));
      return authAnswer(
        user
          ? { message: 'success', result: 'session active', loggedIn: true, userProfile: user.profile }
          : { message: 'success', result: 'no session', loggedIn: false, userProfile: null },
      );
    }),
    http.post(
      auth('login'),
      guarded(async ({ request }) => {
        if (!sameOrigin(request)) return foreignOrigin();
        const parsed = await readJson(request, { fields: FIELDS.login });
        if (!parsed.ok) return parsed.response;
        const outcome = await login(parsed.body, request);
        if (outcome === null) return authAnswer(authError(INVALID_LOGIN));
        // Throttled: the same 429 as the v1 sign-in (an HTTP refusal, not an answer of the protocol).
        const record = signedIn(outcome);
        if (record instanceof Response) return record;
        return sessionAnswer(request, record, 'Logged in successfully.');
      }),
    ),
    http.post(auth('logout'), async ({ request }) => {
      if (!sameOrigin(request)) return foreignOrigin();
      await state().ready;
      state().revoke(bearer(request));
      return authAnswer(
        { message: 'success', result: 'Logged out.', loggedIn: false, userProfile: null },
        { headers: { 'Set-Cookie': sessionCookie(request, '', 0) } },
      );
    }),
    http.post(
      auth('register'),
      guarded(async ({ request }) => {
        if (!sameOrigin(request)) return foreignOrigin();
        await state().ready;
        // The same captcha as POST api/v2/user, or this path would create accounts without one.
        const waitS = state().registrationWaitS(clientAddress(request));
        if (waitS > 0) return tooManyResponse(waitS, TOO_MANY_REGISTRATIONS);
        if (!state().redeemCaptcha(request.headers.get(CAPTCHA_HEADER))) return authAnswer(authError(CAPTCHA_REFUSED));
        const parsed = await readJson(request, { fields: FIELDS.registration });
        if (!parsed.ok) return parsed.response;
        const errors = registrationErrors(parsed.body);
        if (errors.length) return authAnswer(authError(errors.join(' ')));
        const outcome = await registerAccount(request, parsed.body, ['tokens']);
        if (outcome instanceof Response) return outcome;
        if (outcome === 'exists') return authAnswer(authError(EXISTS));
        if (outcome === 'claim-sent')
          return authAnswer(
            { message: 'success', result: 'Check your e-mail.', loggedIn: false, userProfile: null },
            { status: 202 },
          );
        return sessionAnswer(request, outcome, 'You have successfully registered.', 201);
      }),
    ),
  ];
}
