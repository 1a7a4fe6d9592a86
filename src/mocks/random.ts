/** A small, fast seeded PRNG (mulberry32): the dataset is the same on every host for a seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, for per-item seeds (photos, estimates). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Roughly normal (sum of three uniforms), mean 0, sd about 1. */
  normal(): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2;
  }
  /** A few distinct items. */
  some<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!);
    return out;
  }
  /** An item by weight. */
  weighted<T>(entries: readonly (readonly [T, number])[] | Weighted<T>): T {
    const table = entries instanceof Weighted ? entries : new Weighted(entries);
    return table.draw(this.next());
  }
}

/** A prebuilt weight table: drawing is a binary search, with no allocation per draw. */
export class Weighted<T> {
  private readonly items: T[];
  private readonly cumulative: Float64Array;
  constructor(entries: readonly (readonly [T, number])[]) {
    this.items = entries.map(([item]) => item);
    this.cumulative = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, w], i) => {
      total += w;
      this.cumulative[i] = total;
    });
  }
  draw(unit: number): T {
    const r = unit * this.cumulative[this.cumulative.length - 1]!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! <= r) lo = mid + 1;
      else hi = mid;
    }
    return this.items[lo]!;
  }
}
