import { http, HttpResponse } from 'msw';
import { createDb, HALIFAX_CENTRE, type Db } from './db';

/** Spec §8 reads failures as a body with an `errors` list. */
export function errorResponse(status: number, ...errors: string[]) {
  return HttpResponse.json({ errors }, { status });
}

/** Spec §7.1: every answer wraps its payload in `data`. */
export function dataResponse(data: unknown, init?: ResponseInit) {
  return HttpResponse.json({ data }, init);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** One handler list for every host: the browser worker, Node tests and the HTTP server. */
export function createHandlers(db: Db = createDb()) {
  return [
    http.get('*/api/v1/geo/geocode', ({ request }) => {
      const address = new URL(request.url).searchParams.get('address')?.trim();
      if (!address) return errorResponse(400, 'address is required');
      if (/\bhalifax\b/.test(fold(address))) {
        return dataResponse({ status: 'OK', result: { ...HALIFAX_CENTRE, country: 'CA', name: 'Halifax' } });
      }
      const place = db.places.find((p) => fold(address).includes(fold(p.name)));
      if (!place) return dataResponse({ status: 'ZERO_RESULTS', result: null }, { status: 404 });
      return dataResponse({ status: 'OK', result: { ...place, country: 'CA' } });
    }),

    http.get('*/api/v1/user/accounts', ({ request }) => {
      const email = new URL(request.url).searchParams.get('email')?.trim().toLowerCase();
      if (!email) return errorResponse(400, 'email is required');
      const account = db.accounts.get(email);
      if (!account) return errorResponse(404, 'No account for this e-mail');
      return dataResponse({ result: { id: account.id, username: account.username } });
    }),
  ];
}

export const handlers = createHandlers();
