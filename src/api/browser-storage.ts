/**
 * The browser's storages, or undefined where there are none (Node, tests without jsdom) or where reaching
 * them throws (Safari private mode, storage blocked by the visitor). Every reader of local or session
 * storage starts here; what it reads still has to be treated as untrusted.
 */
function reach(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined;
  }
}

export const localStore = (): Storage | undefined => reach('localStorage');
export const sessionStore = (): Storage | undefined => reach('sessionStorage');
