/** Keys kept before expired ones are swept, and at most (the oldest go first), so a flood cannot fill memory. */
const SWEEP_AT = 10_000;
const MAX_KEYS = 100_000;

/**
 * Failed attempts per key (an account, a client address) in a sliding window: a key with `limit` failures
 * in the last `windowMs` is refused until the oldest of them leaves the window.
 */
export class FailureLog {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** The key's failures still in the window (the last `limit` at most: older ones never decide). */
  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMs).slice(-this.limit);
    if (list.length > 0) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Milliseconds until the key may try again; 0 when it may now. */
  blockedForMs(key: string, now: number): number {
    const list = this.recent(key, now);
    return list.length < this.limit ? 0 : list[list.length - this.limit]! + this.windowMs - now;
  }

  record(key: string, at: number): void {
    const list = this.recent(key, at);
    list.push(at);
    this.failures.set(key, list.slice(-this.limit));
    if (this.failures.size > SWEEP_AT) this.sweep(at);
  }

  /** Takes back one failure recorded at `at` (an attempt counted while in flight that succeeded). */
  forget(key: string, at: number): void {
    const list = this.failures.get(key);
    const index = list?.lastIndexOf(at) ?? -1;
    if (!list || index < 0) return;
    list.splice(index, 1);
    if (list.length === 0) this.failures.delete(key);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_KEYS) break;
      this.failures.delete(key);
    }
  }
}
