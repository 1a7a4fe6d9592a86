import redirectList from './redirects.json';

/**
 * Legacy and unknown paths that move for good (spec §2.2). `from` may hold `:name` segments; those the
 * destination names fill its path, the others join its query, then the request's own query follows.
 * nginx (generated from the same file) and the SPA apply it alike.
 */
export interface RedirectRule {
  from: string;
  to: string;
  query?: Record<string, string>;
}

export const REDIRECTS: readonly RedirectRule[] = redirectList;

const PARAM = /:([a-zA-Z]+)/g;

/** Parameter names of a rule's `from`, in order. */
export function redirectParams(rule: RedirectRule): string[] {
  return [...rule.from.matchAll(PARAM)].map((m) => m[1] ?? '');
}

/** The anchored pattern (JavaScript and PCRE alike) of a rule, with an optional locale prefix and trailing slash. */
export function redirectPattern(rule: RedirectRule): string {
  const path = rule.from.replace(PARAM, (_m, name: string) => `(?<${name}>[a-z0-9-]+)`);
  return `^(?<lp>/fr|/en)?${path}/?$`;
}

/** Splits a rule's destination into its path template and the query it always carries, in order. */
export function redirectTarget(rule: RedirectRule): { path: string; query: [string, string][] } {
  const used = new Set([...rule.to.matchAll(PARAM)].map((m) => m[1]));
  const query: [string, string][] = [
    ...Object.entries(rule.query ?? {}),
    ...redirectParams(rule)
      .filter((name) => !used.has(name))
      .map((name): [string, string] => [name, `:${name}`]),
  ];
  return { path: rule.to, query };
}

/** Where a path moves, or null; `search` is the raw query string (without `?`), appended as is. */
export function matchRedirect(path: string, search: string): string | null {
  for (const rule of REDIRECTS) {
    const m = new RegExp(redirectPattern(rule)).exec(path);
    if (!m) continue;
    const groups = m.groups ?? {};
    const fill = (text: string) => text.replace(PARAM, (_x, name: string) => groups[name] ?? '');
    const target = redirectTarget(rule);
    const query = target.query.map(([k, v]) => `${k}=${fill(v)}`);
    if (search) query.push(search);
    const location = `${groups.lp ?? ''}${fill(target.path)}`;
    return query.length ? `${location}?${query.join('&')}` : location;
  }
  return null;
}
