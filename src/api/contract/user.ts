import type { SavedSearch } from '@/domain/saved-search';

export interface UserPreferences {
  favouriteListings: string[];
  favouriteAgents: string[];
  savedSearches: SavedSearch[];
}

/** Spec §3 user; the server adds id and username. */
export interface UserProfile {
  id: string;
  username: string;
  encryptedUsername: string;
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  buy: boolean;
  sell: boolean;
  city: string;
  province: string;
  marketingEmails: boolean;
  ipaddress: string;
  datetime: string;
  preferences: UserPreferences;
  /**
   * Ours: whether the account's e-mail address is confirmed. An account registered with a password works at
   * once but gets no alert e-mails until the link mailed to it is followed, and is removed at `confirmBy`
   * (7 days) if it never is. Absent (a backend without confirmation) counts as confirmed.
   */
  emailConfirmed?: boolean;
  /** Ours: when an unconfirmed account is removed (ISO 8601); absent once confirmed. */
  confirmBy?: string;
}

export interface RegistrationBody {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  city: string;
  province?: string;
  phoneNumber?: string;
  buy?: boolean;
  sell?: boolean;
  newsletter?: boolean;
  realEstateNews?: boolean;
  partnerEmails?: boolean;
}

export interface TokenSet {
  access_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
  refresh_token: string;
}

export type LoginResult = TokenSet & { user: UserProfile };

export interface LoginBody {
  username: string;
  password: string;
  remember?: boolean;
}

export interface SocialLoginBody {
  provider: 'google' | 'facebook';
  /** The provider's id token; the demo accepts `demo:{email}:{First}:{Last}`. */
  token: string;
}

/** Spec §7.2: GET api/v2/user answers a JSON string nested twice. */
export type NestedUserResult = { result: string };

/** Body of the auth service (spec §7.2). */
export interface AuthServiceAnswer {
  message: 'success' | 'error';
  result: string;
  loggedIn: boolean;
  userProfile: UserProfile | null;
  accessToken?: string;
  expiresIn?: number;
}

/** GET api/v1/user/accounts: the account of an e-mail (404 when there is none). */
export type AccountLookup = Pick<UserProfile, 'id' | 'username'>;

export interface ForgotPasswordResult {
  sent: boolean;
}
export interface ResetLinkCheck {
  valid: boolean;
}
/**
 * Ours: POST api/v2/user's 202 when the address has an account waiting for confirmation. Nothing is created:
 * a link is mailed to the address, whose owner sets a password with it and takes the account over.
 */
export interface ConfirmationSent {
  confirmationSent: true;
}
/** POST api/v2/user: the new account (201), or a link mailed to the address instead (202, ours). */
export type RegistrationResult = UserProfile | ConfirmationSent;

/** Ours: GET api/v1/user/email/check-confirm-link; `claim` links ask for a new password. */
export interface ConfirmLinkCheck {
  valid: true;
  claim: boolean;
}
/** Ours: POST api/v1/user/email/confirm. */
export interface EmailConfirmResult {
  confirmed: true;
  /** The address confirmed (the one the link was mailed to). */
  email: string;
  /** The account was taken over by the address's owner (a `claim` link): every session of it ended. */
  claimed: boolean;
}
/** Ours: POST api/v1/user/email/confirm/send. */
export interface ConfirmLinkSent {
  sent: true;
}
export interface PasswordResetResult {
  reset: boolean;
}
export interface PasswordChangeResult {
  changed: boolean;
}
/** The saved search unsubscribed, or 'all'. */
export interface UnsubscribeResult {
  unsubscribed: string | null;
}

/**
 * GET api/v1/user/captcha (the demo API's own captcha): a small sum to answer. The answer goes back in
 * the `X-Captcha-Token` header as `{challengeId}:{answer}`; a challenge lasts 10 minutes and is used up by
 * the first registration that presents it, right or wrong.
 */
export interface CaptchaChallenge {
  challengeId: string;
  /** The question, e.g. `3 + 4`. */
  question: string;
}

/** The profile fields a visitor edits on the Account tab. */
/** The profile fields a visitor edits (the profile form, `update-user`); the rest the server keeps. */
export const EDITABLE_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'city',
  'province',
  'buy',
  'sell',
  'marketingEmails',
] as const;

export type ProfileChanges = Partial<
  Pick<UserProfile, 'firstName' | 'lastName' | 'phoneNumber' | 'city' | 'province' | 'buy' | 'sell' | 'marketingEmails'>
>;

/**
 * The user actions of spec §4, as serialisable data: they are queued while signed out, replayed after
 * sign-in, stored, and sent between tabs. `hide-listing` ("not interested") is ours.
 */
export type UserAction =
  | { type: 'replace-user'; user: UserProfile }
  | { type: 'update-user'; changes: ProfileChanges }
  | { type: 'clear-user' }
  | { type: 'add-saved-search'; search: SavedSearch }
  | { type: 'edit-saved-search'; id?: string; index?: number; changes: Partial<SavedSearch> }
  | { type: 'delete-saved-search'; id?: string; index?: number }
  | { type: 'delete-all-saved-searches' }
  | { type: 'favourite-listing'; listingId: string; favourite: boolean }
  | { type: 'hide-listing'; listingId: string; hidden: boolean }
  | { type: 'favourite-agent'; agentId: string; favourite: boolean }
  | { type: 'unsubscribe-all-saved-searches' };

/**
 * The body of POST api/v2/user/save: the profile's editable fields and preferences (spec §4) and, ours, the
 * changes made since the last confirmed save, one visitor action each (never `replace-user` or
 * `clear-user`). With `changes` the server applies them to its current copy item by item and ignores the
 * snapshot, so nothing another tab or device saved meanwhile is undone; without, the snapshot replaces it.
 */
export type SaveUserBody = Partial<UserProfile> & {
  changes?: Exclude<UserAction, { type: 'replace-user' } | { type: 'clear-user' }>[];
};
