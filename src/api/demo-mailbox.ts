import { env, type ApiEnvironment } from '@/config/env';
import { localStore } from './browser-storage';

/**
 * The demo API's private outbox (QA tooling): a signed-out browser reads the e-mails it asked for (a
 * password reset) under a random id of its own, sent with every call. Only in the demo environment: the
 * real backends never see the header.
 */
export const DEMO_MAILBOX_HEADER = 'X-Demo-Mailbox';
export const DEMO_MAILBOX_KEY = 'foyer.demoMailbox';

const MAILBOX_ID = /^[0-9a-f]{32}$/;

/** 32 lower-case hexadecimal characters: a mailbox id as the demo API accepts it. */
export function isDemoMailboxId(value: unknown): value is string {
  return typeof value === 'string' && MAILBOX_ID.test(value);
}

function newMailboxId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// Where storage is refused (privacy modes), the id lasts as long as the page.
let pageMailbox: string | undefined;

/** This browser's mailbox id, created on first use and kept in local storage. */
export function demoMailboxId(): string {
  const store = localStore();
  try {
    const stored = store?.getItem(DEMO_MAILBOX_KEY);
    if (isDemoMailboxId(stored)) return stored;
  } catch {
    // Unreadable storage: fall through to the page's own id.
  }
  pageMailbox ??= newMailboxId();
  try {
    store?.setItem(DEMO_MAILBOX_KEY, pageMailbox);
  } catch {
    // A full or refused storage only costs the mailbox across reloads.
  }
  return pageMailbox;
}

/** The header naming this browser's demo mailbox; nothing outside the demo environment. */
export function demoMailboxHeader(environment: ApiEnvironment = env.apiEnvironment): Record<string, string> {
  return environment === 'demo' ? { [DEMO_MAILBOX_HEADER]: demoMailboxId() } : {};
}
