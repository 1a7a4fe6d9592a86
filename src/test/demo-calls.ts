/**
 * A test's own calls to the demo API from a page test, never with the page's cookies (in happy-dom the page and
 * the test share one cookie jar): a session the test opens is not the page's, nor the other way round.
 */
export function demoCall(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(path, window.location.origin), { ...init, credentials: 'omit' });
}

/** A JSON POST of `demoCall`. */
export function demoPost(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return demoCall(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
