import { http, HttpResponse } from 'msw';
import type {
  BlogPost,
  EstimateCandidate,
  FlagsBody,
  HomeEstimate,
  LeadBody,
  LeadReceipt,
  MortgageRates,
  ShareBody,
} from '@/api/contract/content';
import type { ResultOf } from '@/api/contract/envelope';
import { API, FLAGS_CLIENT_KEY } from '@/api/contract/paths';
import { isEmail, isPhoneNumber } from '@/domain/validation';
import type { Db } from '../db';
import { estimateOf } from '../dataset/estimates';
import { blogImageSvg, listingPhotoSvg, portraitSvg } from '../photos';
import { hashString } from '../random';
import { intParam } from '../search';
import { fold } from '../text';
import {
  bearer,
  clientAddress,
  dataResponse,
  errorResponse,
  queryOf,
  readJson,
  requestMailbox,
  route,
  text,
  tooManyResponse,
  type Body,
  storeFullResponse,
} from './respond';

/** The fields of a lead and of a share (spec §3): anything else is refused, never stored. */
const LEAD_FIELDS = [
  'name',
  'email',
  'phone',
  'lookingTo',
  'message',
  'preferredViewingTime',
  'listingId',
  'agentId',
  'officeId',
] as const satisfies readonly (keyof LeadBody)[];
const SHARE_FIELDS = [
  'recipientEmail',
  'senderEmail',
  'subject',
  'message',
  'listingId',
] as const satisfies readonly (keyof ShareBody)[];

const SVG_HEADERS = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400, immutable' };

function leadErrors(body: Body): string[] {
  const errors: string[] = [];
  if (!text(body.name)) errors.push('name: Field is required');
  if (!isEmail(text(body.email))) errors.push('email: Please enter a valid email');
  if (text(body.phone) && !isPhoneNumber(text(body.phone))) errors.push('phone: Phone number is invalid');
  if (body.lookingTo !== undefined && body.lookingTo !== 'buy' && body.lookingTo !== 'sell')
    errors.push('lookingTo must be buy or sell');
  const time = body.preferredViewingTime;
  if (time !== undefined && time !== 'morning' && time !== 'afternoon' && time !== 'evening')
    errors.push('preferredViewingTime must be morning, afternoon or evening');
  if (typeof body.message === 'string' && body.message.length > 2000) errors.push('message: Maximum 2000 characters');
  return errors;
}

export function contentHandlers(db: Db) {
  const data = () => db.data;

  const flagsAnswer = async (request: Request) => {
    if (request.headers.get('authorization') !== FLAGS_CLIENT_KEY)
      return errorResponse(401, 'A valid frontend client key is required');
    if (request.method === 'POST') {
      const parsed = await readJson(request, { optional: true });
      if (!parsed.ok) return parsed.response;
      const context = parsed.body.context;
      if (context !== undefined && (typeof context !== 'object' || context === null))
        return errorResponse(400, 'context must be an object');
    }
    const body: FlagsBody = { toggles: data().flags };
    const json = JSON.stringify(body);
    const etag = `"${hashString(json).toString(16)}"`;
    if (request.headers.get('if-none-match') === etag)
      return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
    return new HttpResponse(json, {
      headers: { 'Content-Type': 'application/json', ETag: etag, 'Cache-Control': 'no-cache' },
    });
  };

  const posts = (request: Request) => {
    const params = queryOf(request);
    const errors: string[] = [];
    const count = intParam(params, 'count', 3, 1, 50, errors);
    const lang = params.get('lang') ?? 'en';
    if (lang !== 'en' && lang !== 'fr') errors.push('lang must be en or fr');
    if (errors.length) return errorResponse(400, ...errors);
    const tags = (params.get('tagNames') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const found = data().blog.filter(
      (p) => p.lang === lang && (tags.length === 0 || tags.some((t) => p.tags.includes(t))),
    );
    return dataResponse<BlogPost[]>(found.slice(0, count));
  };

  return [
    http.get(route(API.blog), ({ request }) => posts(request)),
    http.get(route(API.news), ({ request }) => posts(request)),
    http.get(route(API.homeEstimation, 'findByAddress'), ({ request }) => {
      const address = fold(queryOf(request).get('address') ?? '');
      if (address.length < 3) return errorResponse(400, 'address must have at least 3 characters');
      const words = address.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
      const found: EstimateCandidate[] = [];
      for (const e of data().estimates) {
        const key = fold(`${e.candidate.address} ${e.candidate.city}`);
        if (words.every((w) => key.includes(w))) found.push(e.candidate);
        if (found.length >= 10) break;
      }
      return dataResponse<ResultOf<EstimateCandidate[]>>({ result: found });
    }),
    http.get(route(API.homeEstimation, 'estimate'), async ({ request }) => {
      const id = queryOf(request).get('id') ?? '';
      if (!/^off_id[^/]*-(?:prty|lst)$/.test(id))
        return errorResponse(400, 'id must start with off_id and end with -prty or -lst');
      // Spec §6: the value is for signed-in users only.
      await db.state.ready;
      if (!db.state.userForAccess(bearer(request))) return errorResponse(401, 'Login to see what this home is worth');
      const record = data().estimateById.get(id);
      if (!record) return errorResponse(404, 'No home with this id');
      return dataResponse<ResultOf<HomeEstimate>>({ result: estimateOf(record, data().estimates, data().today) });
    }),
    http.get(route(API.mortgage, 'rates'), () => {
      const rates: MortgageRates = {
        asOf: new Date(data().today).toISOString().slice(0, 10),
        rates: [
          { term: '1 year', type: 'fixed', rate: 5.49 },
          { term: '3 years', type: 'fixed', rate: 4.39 },
          { term: '5 years', type: 'fixed', rate: 4.19 },
          { term: '5 years', type: 'variable', rate: 4.45 },
        ],
      };
      return dataResponse<ResultOf<MortgageRates>>({ result: rates });
    }),
    http.post(route(API.leads, 'share'), async ({ request }) => {
      const parsed = await readJson(request, { fields: SHARE_FIELDS });
      if (!parsed.ok) return parsed.response;
      const b = parsed.body;
      const errors: string[] = [];
      if (!isEmail(text(b.recipientEmail))) errors.push('recipientEmail: Please enter a valid email');
      if (!isEmail(text(b.senderEmail))) errors.push('senderEmail: Please enter a valid email');
      if (!text(b.subject)) errors.push('subject: Field is required');
      if (!data().listingById.has(text(b.listingId))) errors.push('listingId: No listing with this id');
      if (errors.length) return errorResponse(400, ...errors);
      await db.state.ready;
      // No spam relay: a few shares per recipient, per sender and per client address an hour.
      const retryAfterS = db.state.mailWaitS({
        recipient: text(b.recipientEmail).toLowerCase(),
        sender: text(b.senderEmail).toLowerCase(),
        address: clientAddress(request),
      });
      if (retryAfterS > 0) return tooManyResponse(retryAfterS, 'Too many listings shared. Try again later.');
      // Both or neither: a full store refuses the share before anything is kept.
      if (db.state.fullStore('leads', 'outbox')) return storeFullResponse();
      const lead = db.state.addLead('share', b as never);
      db.state.send({
        to: text(b.recipientEmail).toLowerCase(),
        subject: text(b.subject),
        kind: 'share',
        link: data().listingById.get(text(b.listingId))!.detailUrl,
        token: null,
        mailbox: requestMailbox(request),
      });
      return dataResponse<ResultOf<LeadReceipt>>(
        { result: { leadId: lead.leadId, receivedAt: lead.receivedAt } },
        { status: 201 },
      );
    }),
    http.post(route(API.leads), async ({ request }) => {
      const parsed = await readJson(request, { fields: LEAD_FIELDS });
      if (!parsed.ok) return parsed.response;
      const b = parsed.body;
      const errors = leadErrors(b);
      if (b.listingId !== undefined && !data().listingById.has(text(b.listingId)))
        errors.push('listingId: No listing with this id');
      if (b.agentId !== undefined && !data().agentById.has(text(b.agentId)))
        errors.push('agentId: No agent with this id');
      if (b.officeId !== undefined && !data().officeById.has(text(b.officeId)))
        errors.push('officeId: No office with this id');
      if (errors.length) return errorResponse(400, ...errors);
      await db.state.ready;
      if (db.state.fullStore('leads')) return storeFullResponse();
      const lead = db.state.addLead('lead', b as never);
      return dataResponse<ResultOf<LeadReceipt>>(
        { result: { leadId: lead.leadId, receivedAt: lead.receivedAt } },
        { status: 201 },
      );
    }),
    http.get(route(API.flags), ({ request }) => flagsAnswer(request)),
    http.post(route(API.flags), ({ request }) => flagsAnswer(request)),
    http.post(route(API.flags, 'client/metrics'), async ({ request }) => {
      if (request.headers.get('authorization') !== FLAGS_CLIENT_KEY)
        return errorResponse(401, 'A valid frontend client key is required');
      const parsed = await readJson(request);
      if (!parsed.ok) return parsed.response;
      const bucket = parsed.body.bucket as Body | undefined;
      if (
        !text(parsed.body.appName) ||
        !bucket ||
        typeof bucket.toggles !== 'object' ||
        !text(bucket.start) ||
        !text(bucket.stop)
      ) {
        return errorResponse(400, 'appName and bucket (start, stop, toggles) are required');
      }
      return new HttpResponse(null, { status: 202 });
    }),
    http.get(route(API.photos, 'agent/:file'), ({ params }) => {
      const id = String(params.file).replace(/\.svg$/, '');
      const index = data().agentById.get(id);
      if (index === undefined) return errorResponse(404, 'No agent with this id');
      const a = data().agents[index]!;
      return new HttpResponse(portraitSvg(id, `${a.firstName.charAt(0)}${a.lastName.charAt(0)}`), {
        headers: SVG_HEADERS,
      });
    }),
    http.get(route(API.photos, 'blog/:file'), ({ request, params }) => {
      const id = Number(String(params.file).replace(/\.svg$/, ''));
      if (!data().blog.some((p) => p.id === id)) return errorResponse(404, 'No post with this id');
      const q = queryOf(request);
      const w = Math.min(2160, Math.max(16, Number(q.get('w')) || 1200));
      const h = Math.min(2160, Math.max(16, Number(q.get('h')) || 800));
      return new HttpResponse(blogImageSvg(id, w, h), { headers: SVG_HEADERS });
    }),
    http.get(route(API.photos, ':listingId/:file'), ({ params }) => {
      const core = data().listingById.get(String(params.listingId));
      const match = /^(\d+)\.svg$/.exec(String(params.file));
      if (!core || !match || Number(match[1]) >= core.photoCount) return errorResponse(404, 'No such photo');
      return new HttpResponse(listingPhotoSvg(core, Number(match[1])), { headers: SVG_HEADERS });
    }),
  ];
}
