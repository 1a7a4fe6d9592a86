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
}

interface TokenRecord {
  email: string;
  expiresAt: number;
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
  now?: () => number;
  persistence?: Persistence;
}

interface Snapshot {
  users: [string, UserRecord][];
  access: [string, TokenRecord][];
  refresh: [string, TokenRecord][];
  reset: [string, TokenRecord][];
  unsubscribe: [string, { email: string; savedSearchId: string | null }][];
  leads: StoredLead[];
  outbox: StoredMessage[];
  mailboxes?: [string, string[]][];
}

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
  reset = new Map<string, TokenRecord>();
  unsubscribe = new Map<string, { email: string; savedSearchId: string | null }>();
  leads: StoredLead[] = [];
  outbox: StoredMessage[] = [];
  pageViews = new Map<string, number>();
  /** Live captcha challenges; in memory only (they last minutes). */
  captchas = new Map<string, { answer: number; expiresAt: number }>();
  /** Failed sign-ins, in memory only: a restart forgets them. */
  private readonly accountFailures: FailureLog;
  private readonly addressFailures: FailureLog;
  private readonly persistence: Persistence | undefined;
  private nextUserId = 1;
  /** The accounts each demo mailbox (a browser) has proved to hold, by registering or signing in there. */
  private mailboxOwners = new Map<string, Set<string>>();

  constructor(options: StateOptions = {}) {
    this.accessTtlS = options.accessTokenTtlS ?? 300;
    this.refreshTtlS = options.refreshTokenTtlS ?? 30 * 86_400;
    this.resetTtlS = options.resetTokenTtlS ?? 3600;
    this.captchaTtlS = options.captchaTtlS ?? 600;
    this.now = options.now ?? Date.now;
    const limits = options.loginLimits ?? LOGIN_LIMITS;
    this.accountFailures = new FailureLog(limits.account, limits.windowS * 1000);
    this.addressFailures = new FailureLog(limits.address, limits.windowS * 1000);
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
      this.reset = new Map(s.reset);
      this.unsubscribe = new Map(s.unsubscribe);
      this.leads = s.leads;
      // Snapshots from before the private outbox have no mailbox on their messages.
      this.outbox = s.outbox.map((m) => ({ ...m, mailbox: m.mailbox ?? null }));
      this.mailboxOwners = new Map((s.mailboxes ?? []).map(([mailbox, emails]) => [mailbox, new Set(emails)]));
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
  }): Promise<UserRecord> {
    const email = input.email.trim().toLowerCase();
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
    this.users.set(email, record);
    this.save();
    return record;
  }

  issueTokens(email: string): { access_token: string; expires_in: number; refresh_token: string } {
    const access_token = randomToken();
    const refresh_token = randomToken();
    this.access.set(access_token, { email, expiresAt: this.now() + this.accessTtlS * 1000 });
    this.refresh.set(refresh_token, { email, expiresAt: this.now() + this.refreshTtlS * 1000 });
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
    return this.users.get(record.email) ?? null;
  }

  /** A new token pair for a live refresh token; the old refresh token is used up. */
  renew(refreshToken: string): { access_token: string; expires_in: number; refresh_token: string } | null {
    const record = this.refresh.get(refreshToken);
    if (!record || record.expiresAt <= this.now() || !this.users.has(record.email)) return null;
    this.refresh.delete(refreshToken);
    return this.issueTokens(record.email);
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
    emails.add(email.toLowerCase());
    this.mailboxOwners.set(mailbox, emails);
    this.save();
  }

  /**
   * A reset link for the account, mailed to it. The browser that asked reads it in its mailbox only when
   * it has held the account before: otherwise anyone could ask for anyone's reset link and read it.
   */
  issueResetToken(email: string, mailbox: string | null = null): string {
    const token = randomToken();
    this.reset.set(token, { email, expiresAt: this.now() + this.resetTtlS * 1000 });
    this.send({
      to: email,
      subject: 'Reset your password',
      kind: 'password-reset',
      link: `/reset-password/${token}`,
      token,
      mailbox: mailbox && this.mailboxOwners.get(mailbox)?.has(email.toLowerCase()) ? mailbox : null,
    });
    return token;
  }

  checkResetToken(token: string): string | null {
    const record = this.reset.get(token);
    if (!record || record.expiresAt <= this.now()) return null;
    return record.email;
  }

  useResetToken(token: string): string | null {
    const email = this.checkResetToken(token);
    this.reset.delete(token);
    this.save();
    return email;
  }

  issueUnsubscribeToken(email: string, savedSearchId: string | null, mailbox: string | null = null): string {
    const token = randomToken();
    this.unsubscribe.set(token, { email, savedSearchId });
    this.send({
      to: email,
      subject: 'New listings for your saved search',
      kind: 'saved-search-alert',
      link: `/unsubscribe?token=${token}`,
      token,
      mailbox,
    });
    return token;
  }

  send(message: Omit<OutboxMessage, 'sentAt'> & { mailbox?: string | null }): void {
    this.outbox.push({ ...message, mailbox: message.mailbox ?? null, sentAt: new Date(this.now()).toISOString() });
    this.save();
  }

  /**
   * The mail a reader may see, oldest first: what was sent to `email` (a signed-in account) and what the
   * browser with `mailbox` asked for. Nothing else, and never the mailbox ids themselves.
   */
  mailFor({ email, mailbox }: { email?: string | null; mailbox?: string | null }): OutboxMessage[] {
    return this.outbox
      .filter((m) => (email && m.to === email) || (mailbox && m.mailbox === mailbox))
      .map(({ mailbox: _mailbox, ...message }) => message);
  }

  /**
   * Seconds before a sign-in to this account from this address may be tried, or 0 when it may now: 5
   * failures in 15 minutes lock the account, 20 lock the address (LOGIN_LIMITS), until the oldest of them
   * leaves the window.
   */
  loginWaitS(account: string, address: string): number {
    const now = this.now();
    const waitMs = Math.max(
      this.accountFailures.blockedForMs(account, now),
      this.addressFailures.blockedForMs(address, now),
    );
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  /**
   * Counts a sign-in as failed before its password is checked, so parallel guesses cannot slip past the
   * limit while the hashes are computed; a success takes it back with `loginSucceeded`.
   */
  loginAttempted(account: string, address: string): LoginAttempt {
    const attempt = { account, address, at: this.now() };
    this.accountFailures.record(account, attempt.at);
    this.addressFailures.record(address, attempt.at);
    return attempt;
  }

  /** A right password: the account starts afresh, and the address's count loses this attempt. */
  loginSucceeded(attempt: LoginAttempt): void {
    this.accountFailures.clear(attempt.account);
    this.addressFailures.forget(attempt.address, attempt.at);
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
    const lead: StoredLead = {
      leadId: `lead-${randomToken().slice(0, 12)}`,
      kind,
      body,
      receivedAt: new Date(this.now()).toISOString(),
    };
    this.leads.push(lead);
    this.save();
    return lead;
  }
}
