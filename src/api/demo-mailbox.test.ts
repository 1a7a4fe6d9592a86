// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_MAILBOX_HEADER,
  DEMO_MAILBOX_KEY,
  demoMailboxHeader,
  demoMailboxId,
  isDemoMailboxId,
} from './demo-mailbox';

afterEach(() => localStorage.clear());

describe("the demo mailbox header (this browser's private demo outbox)", () => {
  it('is sent only in the demo environment', () => {
    for (const environment of ['prod', 'qa', 'iuat'] as const) expect(demoMailboxHeader(environment)).toEqual({});
    // Asking outside the demo creates nothing either.
    expect(localStorage.getItem(DEMO_MAILBOX_KEY)).toBeNull();
    const header = demoMailboxHeader('demo');
    expect(Object.keys(header)).toEqual([DEMO_MAILBOX_HEADER]);
    expect(header[DEMO_MAILBOX_HEADER]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names one mailbox per browser, kept in local storage, and replaces a malformed one', () => {
    const id = demoMailboxId();
    expect(localStorage.getItem(DEMO_MAILBOX_KEY)).toBe(id);
    expect(demoMailboxHeader('demo')).toEqual({ [DEMO_MAILBOX_HEADER]: id });
    // Another tab's id wins: the browser has one mailbox.
    localStorage.setItem(DEMO_MAILBOX_KEY, 'c'.repeat(32));
    expect(demoMailboxId()).toBe('c'.repeat(32));
    localStorage.setItem(DEMO_MAILBOX_KEY, 'not a mailbox');
    const replaced = demoMailboxId();
    expect(isDemoMailboxId(replaced)).toBe(true);
    expect(localStorage.getItem(DEMO_MAILBOX_KEY)).toBe(replaced);
  });

  it('keeps one id for the page when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const id = demoMailboxId();
    expect(isDemoMailboxId(id)).toBe(true);
    expect(demoMailboxId()).toBe(id);
  });

  it('accepts only 32 lower-case hexadecimal characters as an id', () => {
    expect(isDemoMailboxId('0123456789abcdef'.repeat(2))).toBe(true);
    for (const bad of ['A'.repeat(32), 'a'.repeat(31), 'a'.repeat(33), '', null, 42])
      expect(isDemoMailboxId(bad)).toBe(false);
  });
});
