import type { LeadBody, ShareBody } from '@/api/contract/content';
import type { CaptchaChallenge, UserProfile } from '@/api/contract/user';
import { hashPassword, randomToken } from './crypto';
import type { OutboxMessage } from './demo/contract';
import { FailureLog } from './throttle';

export interface UserRecord {
  profile: UserProfile;
  passwordHash: string;
  /** Social providers the account was created with; only those sign in to it without the password. */
  providers?: ('google' | 'facebook')[];
  /**
   * Until when (ms) a registered account whose address is not yet confirmed lives: 7 days after it was made
   * (UNCONFIRMED_ACCOUNT_TTL_S). Absent once confirmed, and on accounts that need no confirmation (the seeded
   * one, social sign-ins, older snapshots).
   */
  unconfirmedUntil?: number;
}

/** How long an account registered with a password works before its address must be confirmed (7 days). */
export const UNCONFIRMED_ACCOUNT_TTL_S = 7 * 86_400;

/**
 * What a mailed token is for: a password reset (`reset`, or none in older snapshots), confirming a newly
 * registered address (`confirm`), or letting an address's owner take over an unconfirmed account someone
 * registered with it (`claim`: the link asks for a new password).
 */
export type MailedTokenPurpose = 'reset' | 'confirm' | 'claim';

interface TokenRecord {
  email: string;
  expiresAt: number;
  /**
   * The sign-in the token comes from: every renewal stays in its family, so a refresh token used twice
   * (stolen and replayed) ends the whole family. Tokens of older snapshots have none.
   */
  family?: string;
  /** When a refresh token was exchanged (ms), for the reuse grace. */
  spentAt?: number;
  /** Mailed tokens (the `reset` map): what the link does. */
  purpose?: MailedTokenPurpose;
}

/**
 * A used-up refresh token presented again within this many seconds of its exchange is only refused: two
 * tabs of a browser without Web Locks renewing at once (API.md) do that, and the refused tab takes the
 * other's session. Later, it was copied: the whole family ends.
 */
export const REFRESH_REUSE_GRACE_S = 30;

/** The stores that are bounded: past their limit, new entries are refused, never live ones dropped. */
export type BoundedStore = 'users' | 'tokens' | 'resetTokens' | 'unsubscribeTokens' | 'leads' | 'outbox';

/** Thrown by an insert into a full store; the handlers check `fullStore` first and answer 503. */
export class StoreFullError extends Error {
  constructor(readonly store: BoundedStore) {
    super(`The demo's ${store} store is full`);
  }
}

interface UnsubscribeRecord {
  email: string;
  savedSearchId: string | null;
  /** When it was issued (ms); older snapshots have none and count as issued at restore. */
  issuedAt?: number;
}

export interface StoredLead {
  leadId: string;
  kind: 'lead' | 'share';
  body: LeadBody | ShareBody;
  receivedAt: string;
}

/** A message as the demo keeps it: besides its addressee, the browser that asked for it may read it. */
export interface StoredMessage extends OutboxMessage {
  /** The `X-Demo-Mailbox` id of the request that sent it, if it carried one. */
  mailbox: string | null;
}

/** Failed sign-ins allowed per account and per client address in a sliding window; past them, 429. */
export interface LoginLimits {
  account: number;
  address: number;
  windowS: number;
}

export const LOGIN_LIMITS: LoginLimits = { account: 5, address: 20, windowS: 15 * 60 };

/**
 * Mail anyone may make the demo send (a password reset, a listing shared by e-mail), per hour: to one
 * recipient, from one sender (a share's `senderEmail`) and from one client address. Past them, 429 with
 * Retry-After, so the forms are no spam relay and cannot flood an inbox.
 */
export interface MailLimits {
  recipient: number;
  sender: number;
  address: number;
  windowS: number;
}

export const MAIL_LIMITS: MailLimits = { recipient: 5, sender: 10, address: 30, windowS: 3600 };

/**
 * How much the demo remembers, at most (count) and at longest (age in seconds). Entries past their age go;
 * a store at its count refuses new entries (503, counted in `refused`) and never drops a live account,
 * session, reset link, lead or message to make room, so no flood of sign-ups, sign-ins, leads or mail can
 * fill the memory of the host (or the local storage of the browser worker), nor push anyone's data out.
 * With the body limits of the handlers (64 KiB a request, 2,000 characters a string) the whole state stays
 * within tens of megabytes whatever is sent.
 * - users: 1,000 accounts besides the seeded demo account; an account does not age out;
 * - access and refresh tokens: 10,000 each, their own lifetime (300 s, 30 days); spent refresh tokens
 *   (kept to catch a replay) 10,000, the refresh lifetime, oldest first (a marker, not a session);
 * - reset tokens: 2,000, their lifetime (1 hour); unsubscribe tokens: 5,000, 30 days;
 * - leads and shares: 1,000, 30 days; the outbox: 1,000 messages, 7 days;
 * - demo mailboxes bound to accounts: 5,000 mailboxes of at most 10 accounts each, 30 days since last used;
 * - captchas: 10,000, 10 minutes; failed sign-ins and mail counts: FailureLog's own bounds (throttle.ts).
 * A profile's lists are bounded by the body limits (500 items, 64 KiB).
 */
export interface StoreLimits {
  users: number;
  tokens: number;
  resetTokens: number;
  unsubscribeTokens: number;
  unsubscribeAgeS: number;
  leads: number;
  leadAgeS: number;
  outbox: number;
  outboxAgeS: number;
  mailboxes: number;
  accountsPerMailbox: number;
  mailboxAgeS: number;
}

const DAY_S = 86_400;

export const STORE_LIMITS: StoreLimits = {
  users: 1000,
  tokens: 10_000,
  resetTokens: 2000,
  unsubscribeTokens: 5000,
  unsubscribeAgeS: 30 * DAY_S,
  leads: 1000,
  leadAgeS: 30 * DAY_S,
  outbox: 1000,
  outboxAgeS: 7 * DAY_S,
  mailboxes: 5000,
  accountsPerMailbox: 10,
  mailboxAgeS: 30 * DAY_S,
};

/** Drops the entries of a map that `expired` says are. */
function sweepMap<V>(map: Map<string, V>, expired: (value: V) => boolean): void {
  for (const [key, value] of map) if (expired(value)) map.delete(key);
}

/** Drops the items of a list kept oldest first that are older than `oldestAt`. */
function sweepList<T>(list: T[], at: (item: T) => number, oldestAt: number): void {
  let drop = 0;
  while (drop < list.length && at(list[drop]!) < oldestAt) drop++;
  if (drop > 0) list.splice(0, drop);
}

/** A sign-in counted as failed while its password is checked; `loginSucceeded` takes it back. */
export interface LoginAttempt {
  account: string;
  address: string;
  at: number;
}

/** Where the state survives between page loads: local storage in the browser worker, nowhere in Node. */
export interface Persistence {
  load(): string | null;
  save(snapshot: string): void;
}

export interface StateOptions {
  /** Access-token lifetime in seconds (short, so renewal is exercised). */
  accessTokenTtlS?: number;
  refreshTokenTtlS?: number;
  resetTokenTtlS?: number;
  /** How long a captcha challenge may be answered (10 minutes). */
  captchaTtlS?: number;
  loginLimits?: LoginLimits;
  mailLimits?: MailLimits;
  storeLimits?: Partial<StoreLimits>;
  now?: () => number;
  persistence?: Persistence;
}

interface Snapshot {
  users: [string, UserRecord][];
  access: [string, TokenRecord][];
  refresh: [string, TokenRecord][];
  reset: [string, TokenRecord][];
  unsubscribe: [string, UnsubscribeRecord][];
  leads: StoredLead[];
  outbox: StoredMessage[];
  mailboxes?: [string, string[]][];
  spent?: [string, TokenRecord][];
}

/** Registration attempts allowed per client address and per network in a sliding hour (ours, API.md). */
export const REGISTRATION_LIMITS = { address: 5, network: 20, windowS: 3600 } as const;

/** Whether a client address is this machine: `local` (no proxy header), 127.0.0.0/8 or ::1. */
export const isLoopback = (address: string): boolean =>
  address === 'local' ||
  address === '::1' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) ||
  address === '::ffff:127.0.0.1';

/** The network an address is in: its /24 for IPv4, its /48 for IPv6, else the address itself. */
export function networkOf(address: string): string {
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.0/24`;
  if (address.includes(':')) {
    const groups = address.toLowerCase().split(':');
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return address;
}

/** Browsers remembered per account for sign-in (`rememberDevice`). */
export const DEVICES_PER_ACCOUNT = 10;

export const DEMO_USER = { email: 'demo@foyer.example', password: 'Foyer2026!' } as const;

/** Users, sessions, favourites, saved searches and leads: everything the demo API remembers. */
export class DemoState {
  readonly accessTtlS: number;
  readonly refreshTtlS: number;
  readonly resetTtlS: number;
  readonly captchaTtlS: number;
  readonly now: () => number;
  readonly ready: Promise<void>;
  users = new Map<string, UserRecord>();
  access = new Map<string, TokenRecord>();
  refresh = new Map<string, TokenRecord>();
  /** Refresh tokens already exchanged, kept for their lifetime to catch one used twice. */
  spent = new Map<string, TokenRecord>();
  reset = new Map<string, TokenRecord>();
  unsubscribe = new Map<string, UnsubscribeRecord>();
  leads: StoredLead[] = [];
  outbox: StoredMessage[] = [];
  pageViews = new Map<string, number>();
  /** Live captcha challenges; in memory only (they last minutes). */
  captchas = new Map<string, { answer: number; expiresAt: number }>();
  /** Failed sign-ins, in memory only: a restart forgets them. */
  private readonly accountFailures: FailureLog;
  private readonly addressFailures: FailureLog;
  /** Failures of one account from one client address: what locks that client out of that account. */
  private readonly pairFailures: FailureLog;
  /** Account lookups (GET api/v1/user/accounts) per client address, limited like sign-in's failures. */
  private readonly lookups: FailureLog;
  /** Registration attempts per client address and per network (REGISTRATION_LIMITS). */
  private readonly registrationsByAddress: FailureLog;
  private readonly registrationsByNetwork: FailureLog;
  /**
   * The browsers that have signed in to each account (their device cookie), in memory: the right password
   * from one of them is accepted even while the account's failures from elsewhere hold it (at most
   * DEVICES_PER_ACCOUNT each, the least recently used forgotten).
   */
  private readonly devices = new Map<string, Set<string>>();
  /** Mail sent per recipient, per sender and per client address (MAIL_LIMITS). */
  private readonly mailByRecipient: FailureLog;
  private readonly mailBySender: FailureLog;
  private readonly mailByAddress: FailureLog;
  readonly limits: StoreLimits;
  /** Inserts since the last full sweep of expired entries. */
  private inserts = 0;
  /** New entries refused because their store was full of live ones, by store. */
  readonly refused: Record<BoundedStore, number> = {
    users: 0,
    tokens: 0,
    resetTokens: 0,
    unsubscribeTokens: 0,
    leads: 0,
    outbox: 0,
  };
  private readonly persistence: Persistence | undefined;
  private nextUserId = 1;
  /** The accounts each demo mailbox (a browser) has proved to hold, by registering or signing in there. */
  private mailboxOwners = new Map<string, Set<string>>();
  /** When each mailbox was last bound (ms), for its age limit; in memory only. */
  private mailboxSeen = new Map<string, number>();

  constructor(options: StateOptions = {}) {
    this.accessTtlS = options.accessTokenTtlS ?? 300;
    this.refreshTtlS = options.refreshTokenTtlS ?? 30 * 86_400;
    this.resetTtlS = options.resetTokenTtlS ?? 3600;
    this.captchaTtlS = options.captchaTtlS ?? 600;
    this.now = options.now ?? Date.now;
    const limits = options.loginLimits ?? LOGIN_LIMITS;
    this.accountFailures = new FailureLog(limits.account, limits.windowS * 1000);
    this.addressFailures = new FailureLog(limits.address, limits.windowS * 1000);
    this.pairFailures = new FailureLog(limits.account, limits.windowS * 1000);
    this.lookups = new FailureLog(limits.address, limits.windowS * 1000);
    this.registrationsByAddress = new FailureLog(REGISTRATION_LIMITS.address, REGISTRATION_LIMITS.windowS * 1000);
    this.registrationsByNetwork = new FailureLog(REGISTRATION_LIMITS.network, REGISTRATION_LIMITS.windowS * 1000);
    const mail = options.mailLimits ?? MAIL_LIMITS;
    this.mailByRecipient = new FailureLog(mail.recipient, mail.windowS * 1000);
    this.mailBySender = new FailureLog(mail.sender, mail.windowS * 1000);
    this.mailByAddress = new FailureLog(mail.address, mail.windowS * 1000);
    this.limits = { ...STORE_LIMITS, ...options.storeLimits };
    this.persistence = options.persistence;
    const restored = this.restore();
    this.ready = restored ? Promise.resolve() : this.seed();
  }

  private restore(): boolean {
    const text = this.persistence?.load();
    if (!text) return false;
    try {
      const s = JSON.parse(text) as Snapshot;
      this.users = new Map(s.users);
      this.access = new Map(s.access);
      this.refresh = new Map(s.refresh);
      this.spent = new Map(s.spent ?? []);
      this.reset = new Map(s.reset);
      this.unsubscribe = new Map(s.unsubscribe);
      this.leads = s.leads;
      // Snapshots from before the private outbox have no mailbox on their messages.
      this.outbox = s.outbox.map((m) => ({ ...m, mailbox: m.mailbox ?? null }));
      this.mailboxOwners = new Map((s.mailboxes ?? []).map(([mailbox, emails]) => [mailbox, new Set(emails)]));
      this.mailboxSeen = new Map([...this.mailboxOwners.keys()].map((mailbox) => [mailbox, this.now()]));
      this.boundStores(true);
      this.nextUserId = this.users.size + 1;
      return this.users.size > 0;
    } catch {
      return false;
    }
  }

  save(): void {
    if (!this.persistence) return;
    const snapshot: Snapshot = {
      users: [...this.users],
      access: [...this.access],
      refresh: [...this.refresh],
      spent: [...this.spent],
      reset: [...this.reset],
      unsubscribe: [...this.unsubscribe],
      leads: this.leads.slice(-200),
      outbox: this.outbox.slice(-200),
      mailboxes: [...this.mailboxOwners].map(([mailbox, emails]) => [mailbox, [...emails]]),
    };
    this.persistence.save(JSON.stringify(snapshot));
  }

  private async seed(): Promise<void> {
    await this.createUser({
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      firstName: 'Camille',
      lastName: 'Tremblay',
      city: 'Montréal',
      province: 'QC',
      buy: true,
    });
  }

  async createUser(input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    city: string;
    province?: string;
    phoneNumber?: string;
    buy?: boolean;
    sell?: boolean;
    marketingEmails?: boolean;
    ipaddress?: string;
    /** Registered with a password: the account works at once but lives 7 days unless its address is confirmed. */
    unconfirmed?: boolean;
  }): Promise<UserRecord> {
    const email = input.email.trim().toLowerCase();
    // The seeded demo account is not counted against the limit.
    if (email !== DEMO_USER.email) this.insertInto('users');
    const id = `u-${this.nextUserId++}`;
    const record: UserRecord = {
      passwordHash: await hashPassword(input.password),
      profile: {
        id,
        username: email,
        encryptedUsername: btoa(email).replace(/=+$/, ''),
        email,
        phoneNumber: input.phoneNumber ?? '',
        firstName: input.firstName,
        lastName: input.lastName,
        buy: input.buy ?? false,
        sell: input.sell ?? false,
        city: input.city,
        province: input.province ?? '',
        marketingEmails: input.marketingEmails ?? false,
        ipaddress: input.ipaddress ?? '127.0.0.1',
        datetime: new Date(this.now()).toISOString(),
        preferences: { favouriteListings: [], favouriteAgents: [], savedSearches: [] },
      },
    };
    if (input.unconfirmed) {
      record.unconfirmedUntil = this.now() + UNCONFIRMED_ACCOUNT_TTL_S * 1000;
      record.profile.emailConfirmed = false;
      record.profile.confirmBy = new Date(record.unconfirmedUntil).toISOString();
    } else {
      record.profile.emailConfirmed = true;
    }
    this.users.set(email, record);
    this.save();
    return record;
  }

  private unconfirmedExpired(record: UserRecord): boolean {
    return record.unconfirmedUntil !== undefined && record.unconfirmedUntil <= this.now();
  }

  /**
   * The account of an e-mail address, if it lives: an unconfirmed account past its 7 days is removed on the
   * spot (with its sessions and links), as if never made, so its address can be registered again.
   */
  account(email: string): UserRecord | undefined {
    const key = email.trim().toLowerCase();
    const record = this.users.get(key);
    if (!record || !this.unconfirmedExpired(record)) return record;
    this.removeAccount(key);
    return undefined;
  }

  /** Forgets an account and everything that leads to it: sessions, mailed links. */
  private removeAccount(email: string): void {
    this.users.delete(email);
    this.endSessions(email);
    this.dropMailedTokens(email);
    for (const [token, record] of this.unsubscribe) if (record.email === email) this.unsubscribe.delete(token);
    this.devices.delete(email);
  }

  /** Whether the account's address is confirmed (accounts without the marker are). */
  static confirmed(record: UserRecord): boolean {
    return record.unconfirmedUntil === undefined;
  }

  /** The address is the owner's: the account stays, its mailed confirmation links go. */
  markConfirmed(record: UserRecord): void {
    delete record.unconfirmedUntil;
    record.profile = { ...record.profile, emailConfirmed: true };
    delete record.profile.confirmBy;
    this.dropMailedTokens(record.profile.email, ['confirm', 'claim']);
    this.save();
  }

  /** Ends an address's mailed links: all of them, or those for `purposes`. */
  private dropMailedTokens(email: string, purposes?: readonly MailedTokenPurpose[]): void {
    for (const [token, mailed] of this.reset)
      if (mailed.email === email && (!purposes || purposes.includes(mailed.purpose ?? 'reset')))
        this.reset.delete(token);
  }

  /**
   * Mails a link with a new token of the `reset` map. The browser that asked (`mailbox`) reads it in its demo
   * mailbox only when it has held the account: otherwise anyone could ask for anyone's link and read it.
   */
  private mailToken(
    email: string,
    record: Omit<TokenRecord, 'email'>,
    mail: Pick<OutboxMessage, 'subject' | 'kind'> & { path: string },
    mailbox: string | null,
  ): string {
    this.insertInto('resetTokens');
    const token = randomToken();
    this.reset.set(token, { email, ...record });
    this.boundStores();
    this.send({
      to: email,
      subject: mail.subject,
      kind: mail.kind,
      link: `${mail.path}${token}`,
      token,
      mailbox: mailbox && this.mailboxOwners.get(mailbox)?.has(email.toLowerCase()) ? mailbox : null,
    });
    return token;
  }

  /** Every 256 inserts, expired entries are swept everywhere, not only when a store is full. */
  private sweepDue(): boolean {
    this.inserts = (this.inserts + 1) % 256;
    return this.inserts === 0;
  }

  /** Drops what has aged out of `store` (expired tokens, old leads and mail); never a live entry. */
  private sweep(store: BoundedStore | 'mailboxes'): void {
    const now = this.now();
    const dead = (record: { expiresAt: number }) => record.expiresAt <= now;
    switch (store) {
      case 'users':
        // Only accounts whose address was never confirmed age out, 7 days after they were registered.
        for (const [email, record] of this.users) if (this.unconfirmedExpired(record)) this.removeAccount(email);
        return;
      case 'tokens':
        sweepMap(this.access, dead);
        sweepMap(this.refresh, dead);
        sweepMap(this.spent, dead);
        return;
      case 'resetTokens':
        return sweepMap(this.reset, dead);
      case 'unsubscribeTokens': {
        const oldest = now - this.limits.unsubscribeAgeS * 1000;
        return sweepMap(this.unsubscribe, (r) => (r.issuedAt ?? now) < oldest);
      }
      case 'leads':
        return sweepList(this.leads, (l) => Date.parse(l.receivedAt), now - this.limits.leadAgeS * 1000);
      case 'outbox':
        return sweepList(this.outbox, (m) => Date.parse(m.sentAt), now - this.limits.outboxAgeS * 1000);
      case 'mailboxes': {
        // A mailbox binding only lets a browser read the demo mail it asked for: the least recently used go.
        const oldest = now - this.limits.mailboxAgeS * 1000;
        for (const [mailbox, at] of this.mailboxSeen) {
          if (at >= oldest && this.mailboxSeen.size <= this.limits.mailboxes) break;
          this.mailboxSeen.delete(mailbox);
          this.mailboxOwners.delete(mailbox);
        }
        for (const mailbox of this.mailboxOwners.keys()) {
          if (this.mailboxOwners.size <= this.limits.mailboxes) break;
          this.mailboxOwners.delete(mailbox);
        }
        return;
      }
    }
  }

  private size(store: BoundedStore): number {
    switch (store) {
      case 'users':
        return this.users.size - (this.users.has(DEMO_USER.email) ? 1 : 0);
      case 'tokens':
        return Math.max(this.access.size, this.refresh.size);
      case 'resetTokens':
        return this.reset.size;
      case 'unsubscribeTokens':
        return this.unsubscribe.size;
      case 'leads':
        return this.leads.length;
      case 'outbox':
        return this.outbox.length;
    }
  }

  private limit(store: BoundedStore): number {
    return store === 'tokens' ? this.limits.tokens : this.limits[store];
  }

  /**
   * The first of `stores` that cannot take one more entry once what has aged out of it is gone, or null
   * when all can; a full store counts the refusal. A request checks every store it writes to first, so it
   * writes all or nothing.
   */
  fullStore(...stores: BoundedStore[]): BoundedStore | null {
    for (const store of stores) {
      if (this.size(store) >= this.limit(store)) this.sweep(store);
      if (this.size(store) >= this.limit(store)) {
        this.refused[store] += 1;
        return store;
      }
    }
    return null;
  }

  /** Sweeps every store of what has aged out, every 256 inserts (or when asked), not only when full. */
  private boundStores(sweep = this.sweepDue()): void {
    // Leads and mail are kept oldest first: what aged out is at their head, so they are swept at every insert.
    this.sweep('leads');
    this.sweep('outbox');
    if (sweep) for (const store of ['users', 'tokens', 'resetTokens', 'unsubscribeTokens'] as const) this.sweep(store);
    // Spent refresh tokens are markers, not sessions: past their count the oldest are forgotten.
    for (const token of this.spent.keys()) {
      if (this.spent.size <= this.limits.tokens) break;
      this.spent.delete(token);
    }
    this.sweep('mailboxes');
  }

  /** Throws when `store` is full: the handlers asked `fullStore` first, so this is a last guard. */
  private insertInto(store: BoundedStore): void {
    if (this.fullStore(store)) throw new StoreFullError(store);
  }

  /** How many entries each store holds (the hostile-input suite checks they stay bounded). */
  storeSizes(): Record<string, number> {
    return {
      users: this.users.size,
      access: this.access.size,
      refresh: this.refresh.size,
      spent: this.spent.size,
      reset: this.reset.size,
      unsubscribe: this.unsubscribe.size,
      leads: this.leads.length,
      outbox: this.outbox.length,
      mailboxes: this.mailboxOwners.size,
      captchas: this.captchas.size,
      pageViews: this.pageViews.size,
    };
  }

  /** A token pair for a sign-in (a new family) or a renewal (the family it renews). */
  issueTokens(
    email: string,
    family: string = randomToken(),
  ): { access_token: string; expires_in: number; refresh_token: string } {
    this.insertInto('tokens');
    const access_token = randomToken();
    const refresh_token = randomToken();
    this.access.set(access_token, { email, expiresAt: this.now() + this.accessTtlS * 1000, family });
    this.refresh.set(refresh_token, { email, expiresAt: this.now() + this.refreshTtlS * 1000, family });
    this.boundStores();
    this.save();
    return { access_token, expires_in: this.accessTtlS, refresh_token };
  }

  /** The user of a live access token; expired tokens are forgotten. */
  userForAccess(token: string | null): UserRecord | null {
    if (!token) return null;
    const record = this.access.get(token);
    if (!record) return null;
    if (record.expiresAt <= this.now()) {
      this.access.delete(token);
      this.save();
      return null;
    }
    return this.account(record.email) ?? null;
  }

  /**
   * A new token pair for a live refresh token, in its family; the old refresh token is used up. A refresh
   * token used a second time, past the grace of two racing tabs, was copied: the whole family from that
   * sign-in ends, the thief's and the owner's sessions alike (the owner signs in again).
   */
  renew(refreshToken: string): { access_token: string; expires_in: number; refresh_token: string } | null {
    const spent = this.spent.get(refreshToken);
    if (spent) {
      const racing = this.now() - (spent.spentAt ?? 0) < REFRESH_REUSE_GRACE_S * 1000;
      if (spent.family && !racing) this.endSessions(spent.email, { family: spent.family });
      return null;
    }
    const record = this.refresh.get(refreshToken);
    if (!record || record.expiresAt <= this.now() || !this.account(record.email)) return null;
    if (this.fullStore('tokens')) throw new StoreFullError('tokens');
    this.refresh.delete(refreshToken);
    this.spent.set(refreshToken, { ...record, spentAt: this.now() });
    return this.issueTokens(record.email, record.family ?? randomToken());
  }

  /** The sign-in a live access token belongs to, if it has one. */
  familyOf(accessToken: string | null): string | undefined {
    return accessToken ? this.access.get(accessToken)?.family : undefined;
  }

  /**
   * Ends an account's sessions: every one but the family `except` (a password change keeps the changer's),
   * or only the family `family` (a replayed refresh token). Access and refresh tokens both go.
   */
  endSessions(email: string, which: { except?: string; family?: string } = {}): void {
    const ends = (record: TokenRecord) =>
      record.email === email &&
      (which.family !== undefined
        ? record.family === which.family
        : which.except === undefined || record.family !== which.except);
    for (const map of [this.access, this.refresh])
      for (const [token, record] of map) if (ends(record)) map.delete(token);
    this.save();
  }

  revoke(accessToken: string | null, refreshToken?: string): void {
    if (accessToken) this.access.delete(accessToken);
    if (refreshToken) this.refresh.delete(refreshToken);
    this.save();
  }

  /** Records that the browser with this mailbox holds the account (it registered or signed in with it). */
  linkMailbox(mailbox: string | null, email: string): void {
    if (!mailbox) return;
    const emails = this.mailboxOwners.get(mailbox) ?? new Set<string>();
    // The most recent accounts of a browser are kept (a set keeps its insertion order).
    emails.delete(email.toLowerCase());
    emails.add(email.toLowerCase());
    for (const old of emails) {
      if (emails.size <= this.limits.accountsPerMailbox) break;
      emails.delete(old);
    }
    // Re-inserted, so the least recently used mailboxes are the first to go.
    this.mailboxOwners.delete(mailbox);
    this.mailboxOwners.set(mailbox, emails);
    this.mailboxSeen.delete(mailbox);
    this.mailboxSeen.set(mailbox, this.now());
    this.boundStores();
    this.save();
  }

  /** A reset link for the account, mailed to it (one hour). */
  issueResetToken(email: string, mailbox: string | null = null): string {
    return this.mailToken(
      email,
      { expiresAt: this.now() + this.resetTtlS * 1000, purpose: 'reset' },
      { subject: 'Reset your password', kind: 'password-reset', path: '/reset-password/' },
      mailbox,
    );
  }

  /** The live mailed token `token` for one of `purposes`, or null (expired, used, or another kind of link). */
  private mailedToken(token: string, purposes: readonly MailedTokenPurpose[]): TokenRecord | null {
    const record = this.reset.get(token);
    if (!record || record.expiresAt <= this.now()) return null;
    if (!purposes.includes(record.purpose ?? 'reset') || !this.account(record.email)) return null;
    return record;
  }

  checkResetToken(token: string): string | null {
    return this.mailedToken(token, ['reset'])?.email ?? null;
  }

  /**
   * The account a live reset link is for; using it ends the account's other mailed links (resets and
   * confirmations alike: following it proved the address, so the handler confirms the account).
   */
  useResetToken(token: string): string | null {
    const email = this.checkResetToken(token);
    if (email) this.dropMailedTokens(email);
    this.save();
    return email;
  }

  /**
   * Mails a link confirming the address of an unconfirmed account (`confirm`, valid while the account lives),
   * or, when someone registers again with the address of an unconfirmed account, a link letting the
   * address's owner take it over with a password of their own (`claim`, valid as long as a reset link).
   */
  issueConfirmation(record: UserRecord, purpose: 'confirm' | 'claim', mailbox: string | null = null): string {
    const expiresAt =
      purpose === 'claim'
        ? Math.min(this.now() + this.resetTtlS * 1000, record.unconfirmedUntil ?? Infinity)
        : (record.unconfirmedUntil ?? this.now() + UNCONFIRMED_ACCOUNT_TTL_S * 1000);
    const claim = purpose === 'claim';
    return this.mailToken(
      record.profile.email,
      { expiresAt, purpose },
      {
        subject: claim ? 'Someone registered with your e-mail address' : 'Confirm your e-mail address',
        kind: claim ? 'account-claim' : 'email-confirmation',
        path: '/confirm-email/',
      },
      mailbox,
    );
  }

  /** What a live confirmation link does, or null when it has expired, was used or is not one. */
  checkConfirmation(token: string): { email: string; purpose: 'confirm' | 'claim' } | null {
    const record = this.mailedToken(token, ['confirm', 'claim']);
    return record ? { email: record.email, purpose: record.purpose as 'confirm' | 'claim' } : null;
  }

  issueUnsubscribeToken(
    email: string,
    savedSearchId: string | null,
    mailbox: string | null = null,
    searchLink?: string,
  ): string {
    this.insertInto('unsubscribeTokens');
    const token = randomToken();
    this.unsubscribe.set(token, { email, savedSearchId, issuedAt: this.now() });
    this.send({
      to: email,
      subject: 'New listings for your saved search',
      kind: 'saved-search-alert',
      link: `/unsubscribe?token=${token}`,
      ...(searchLink ? { searchLink } : {}),
      token,
      mailbox,
    });
    return token;
  }

  send(message: Omit<OutboxMessage, 'sentAt'> & { mailbox?: string | null }): void {
    this.insertInto('outbox');
    this.outbox.push({ ...message, mailbox: message.mailbox ?? null, sentAt: new Date(this.now()).toISOString() });
    this.boundStores();
    this.save();
  }

  /**
   * The mail a reader may see, oldest first: what was sent to `email` (a signed-in account), and what the
   * browser with `mailbox` asked for while it is bound to the addressee (it registered or signed in to that
   * account there): a browser never reads mail of an address it does not hold, such as someone else's reset
   * link or a listing it shared with someone. Never the mailbox ids themselves.
   */
  mailFor({ email, mailbox }: { email?: string | null; mailbox?: string | null }): OutboxMessage[] {
    const held = mailbox ? this.mailboxOwners.get(mailbox) : undefined;
    return this.outbox
      .filter((m) => (email && m.to === email) || (held && m.mailbox === mailbox && held.has(m.to)))
      .map(({ mailbox: _mailbox, ...message }) => message);
  }

  /**
   * Seconds before a sign-in to this account from this address may be tried, or 0 when it may now, until
   * the oldest failure that decides leaves the window (LOGIN_LIMITS, 15 minutes): 5 failures of the account
   * from this address lock this address out of it; 20 from the address lock the address; 5 of the account
   * from anywhere lock it too, except for a browser that has signed in to it before (`device`), so nobody
   * can lock the owner out of their own account by failing on purpose.
   */
  loginWaitS(account: string, address: string, device?: string | null): number {
    const now = this.now();
    const known = device ? (this.devices.get(account)?.has(device) ?? false) : false;
    const waitMs = Math.max(
      this.pairFailures.blockedForMs(`${account} ${address}`, now),
      this.addressFailures.blockedForMs(address, now),
      known ? 0 : this.accountFailures.blockedForMs(account, now),
    );
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  /** Records a browser that signed in to the account, by its device cookie. */
  rememberDevice(account: string, device: string): void {
    const known = this.devices.get(account) ?? new Set<string>();
    known.delete(device);
    known.add(device);
    for (const old of known) {
      if (known.size <= DEVICES_PER_ACCOUNT) break;
      known.delete(old);
    }
    this.devices.set(account, known);
  }

  /**
   * Seconds before this address may try to register again, or 0 (then the attempt is counted): a few an
   * hour per address and per network (REGISTRATION_LIMITS), so a script that reads the challenge cannot
   * make accounts by the hundred; people behind one address (a household, an office) still can. Counted
   * before the challenge is checked: a wrong answer costs an attempt too.
   */
  registrationWaitS(address: string): number {
    // This machine (the stack's own browser, the tests, a local demo) is not a flood, as nginx's /api limit
    // leaves 127.0.0.1 alone.
    if (isLoopback(address)) return 0;
    const now = this.now();
    const network = networkOf(address);
    const waitMs = Math.max(
      this.registrationsByAddress.blockedForMs(address, now),
      this.registrationsByNetwork.blockedForMs(network, now),
    );
    if (waitMs > 0) return Math.max(1, Math.ceil(waitMs / 1000));
    this.registrationsByAddress.record(address, now);
    this.registrationsByNetwork.record(network, now);
    return 0;
  }

  /** Seconds before this address may look an account up again, or 0 (then the lookup is counted). */
  lookupWaitS(address: string): number {
    const now = this.now();
    const waitMs = this.lookups.blockedForMs(address, now);
    if (waitMs > 0) return Math.max(1, Math.ceil(waitMs / 1000));
    this.lookups.record(address, now);
    return 0;
  }

  /**
   * Counts a sign-in as failed before its password is checked, so parallel guesses cannot slip past the
   * limit while the hashes are computed; a success takes it back with `loginSucceeded`.
   */
  loginAttempted(account: string, address: string): LoginAttempt {
    const attempt = { account, address, at: this.now() };
    this.accountFailures.record(account, attempt.at);
    this.addressFailures.record(address, attempt.at);
    this.pairFailures.record(`${account} ${address}`, attempt.at);
    return attempt;
  }

  /** A right password: the account starts afresh, and the address's count loses this attempt. */
  loginSucceeded(attempt: LoginAttempt): void {
    this.accountFailures.clear(attempt.account);
    this.pairFailures.clear(`${attempt.account} ${attempt.address}`);
    this.addressFailures.forget(attempt.address, attempt.at);
  }

  /**
   * Seconds before the demo may send this mail, or 0 when it may now, in which case the mail is counted:
   * MAIL_LIMITS per recipient, per sender (when there is one) and per client address in a sliding hour.
   */
  mailWaitS({ recipient, sender, address }: { recipient: string; sender?: string; address: string }): number {
    const now = this.now();
    const waitMs = Math.max(
      this.mailByRecipient.blockedForMs(recipient, now),
      sender ? this.mailBySender.blockedForMs(sender, now) : 0,
      this.mailByAddress.blockedForMs(address, now),
    );
    if (waitMs > 0) return Math.max(1, Math.ceil(waitMs / 1000));
    this.mailByRecipient.record(recipient, now);
    if (sender) this.mailBySender.record(sender, now);
    this.mailByAddress.record(address, now);
    return 0;
  }

  /** A new arithmetic challenge for a registration (a sum of two numbers from 1 to 9). */
  issueCaptcha(): CaptchaChallenge {
    const now = this.now();
    for (const [id, challenge] of this.captchas) if (challenge.expiresAt <= now) this.captchas.delete(id);
    // A flood of unanswered challenges loses its oldest ones rather than filling memory.
    for (const id of this.captchas.keys()) {
      if (this.captchas.size < 10_000) break;
      this.captchas.delete(id);
    }
    const [a, b] = [...crypto.getRandomValues(new Uint8Array(2))].map((byte) => 1 + (byte % 9)) as [number, number];
    const challengeId = randomToken();
    this.captchas.set(challengeId, { answer: a + b, expiresAt: now + this.captchaTtlS * 1000 });
    return { challengeId, question: `${a} + ${b}` };
  }

  /**
   * Whether `{challengeId}:{answer}` answers a live challenge rightly. The challenge is used up by the
   * first answer, right or wrong, so its few possible answers cannot be tried one by one.
   */
  redeemCaptcha(token: string | null): boolean {
    const match = /^([0-9a-f]{32}):\s*(-?\d{1,4})\s*$/.exec(token?.trim() ?? '');
    if (!match) return false;
    const challenge = this.captchas.get(match[1]!);
    if (!challenge) return false;
    this.captchas.delete(match[1]!);
    return challenge.expiresAt > this.now() && challenge.answer === Number(match[2]);
  }

  addLead(kind: 'lead' | 'share', body: LeadBody | ShareBody): StoredLead {
    this.insertInto('leads');
    const lead: StoredLead = {
      leadId: `lead-${randomToken().slice(0, 12)}`,
      kind,
      body,
      receivedAt: new Date(this.now()).toISOString(),
    };
    this.leads.push(lead);
    this.boundStores();
    this.save();
    return lead;
  }
}
