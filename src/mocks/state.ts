import type { LeadBody, ShareBody } from '@/api/contract/content';
import type { UserProfile } from '@/api/contract/user';
import { hashPassword, randomToken } from './crypto';
import type { OutboxMessage } from './demo/contract';

export interface UserRecord {
  profile: UserProfile;
  passwordHash: string;
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
  outbox: OutboxMessage[];
}

export const DEMO_USER = { email: 'demo@foyer.example', password: 'Foyer2026!' } as const;

/** Users, sessions, favourites, saved searches and leads: everything the demo API remembers. */
export class DemoState {
  readonly accessTtlS: number;
  readonly refreshTtlS: number;
  readonly resetTtlS: number;
  readonly now: () => number;
  readonly ready: Promise<void>;
  users = new Map<string, UserRecord>();
  access = new Map<string, TokenRecord>();
  refresh = new Map<string, TokenRecord>();
  reset = new Map<string, TokenRecord>();
  unsubscribe = new Map<string, { email: string; savedSearchId: string | null }>();
  leads: StoredLead[] = [];
  outbox: OutboxMessage[] = [];
  pageViews = new Map<string, number>();
  private readonly persistence: Persistence | undefined;
  private nextUserId = 1;

  constructor(options: StateOptions = {}) {
    this.accessTtlS = options.accessTokenTtlS ?? 300;
    this.refreshTtlS = options.refreshTokenTtlS ?? 30 * 86_400;
    this.resetTtlS = options.resetTokenTtlS ?? 3600;
    this.now = options.now ?? Date.now;
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
      this.outbox = s.outbox;
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

  issueResetToken(email: string): string {
    const token = randomToken();
    this.reset.set(token, { email, expiresAt: this.now() + this.resetTtlS * 1000 });
    this.send({
      to: email,
      subject: 'Reset your password',
      kind: 'password-reset',
      link: `/reset-password/${token}`,
      token,
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

  issueUnsubscribeToken(email: string, savedSearchId: string | null): string {
    const token = randomToken();
    this.unsubscribe.set(token, { email, savedSearchId });
    this.send({
      to: email,
      subject: 'New listings for your saved search',
      kind: 'saved-search-alert',
      link: `/unsubscribe?token=${token}`,
      token,
    });
    return token;
  }

  send(message: Omit<OutboxMessage, 'sentAt'>): void {
    this.outbox.push({ ...message, sentAt: new Date(this.now()).toISOString() });
    this.save();
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
