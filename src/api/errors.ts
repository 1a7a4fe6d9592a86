import { defineMessages } from 'react-intl';

export const errorMessages = defineMessages({
  generic: { id: 'api.errors.generic', defaultMessage: 'Something went wrong, please try again.' },
  payload: { id: 'api.errors.payload', defaultMessage: 'Request payload was invalid' },
  data: { id: 'api.errors.data', defaultMessage: 'Data Invalid' },
  server: { id: 'api.errors.server', defaultMessage: 'Server Error' },
});

export type ApiErrorKind = 'http' | 'network' | 'payload' | 'data';
export type Side = 'client' | 'server';

/** What the request layer hands back on failure: never a UI side effect, always a value to show. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly statusText: string;
  /** Messages from the server's `errors` list, flattened; empty when it gave none. */
  readonly messages: string[];
  /** A translation id for the UI when the message is one of ours rather than the server's. */
  readonly messageId: string | undefined;
  readonly body: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    status?: number;
    statusText?: string;
    messages?: string[];
    messageId?: string;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.messages = init.messages ?? [];
    this.messageId = init.messageId;
    this.body = init.body;
  }
}

function messageOf(item: unknown): string[] {
  if (typeof item === 'string') return item.trim() ? [item] : [];
  if (Array.isArray(item)) return item.flatMap(messageOf);
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    if (typeof record.message === 'string') return messageOf(record.message);
    if (typeof record.msg === 'string') return messageOf(record.msg);
    return Object.values(record).flatMap(messageOf);
  }
  return [];
}

/** Spec §8: an `errors` list, or a map keyed by field, flattened to its messages. */
export function flattenErrors(body: unknown): string[] {
  if (!body || typeof body !== 'object' || !('errors' in body)) return [];
  return messageOf(body.errors);
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body);
  } catch {
    return '[unserialisable body]';
  }
}

/** Builds the error for a failed HTTP answer (or none at all), following the error catalogue of spec §8. */
export function httpError(side: Side, status: number | undefined, statusText: string, body: unknown): ApiError {
  const messages = flattenErrors(body);
  const kind: ApiErrorKind = status === undefined ? 'network' : 'http';
  if (side === 'server' && status !== undefined) {
    if (status <= 500) {
      return new ApiError({
        kind,
        status,
        statusText,
        body,
        messages,
        message: 'Server Error',
        messageId: errorMessages.server.id,
      });
    }
    return new ApiError({
      kind,
      status,
      statusText,
      body,
      messages,
      message: `Fetch request failed: ${status} - ${statusText}. Response: ${bodyText(body)}`,
      messageId: errorMessages.generic.id,
    });
  }
  if (messages.length > 0) {
    return new ApiError({ kind, status, statusText, body, messages, message: messages.join(' ') });
  }
  return new ApiError({
    kind,
    status,
    statusText,
    body,
    message: errorMessages.generic.defaultMessage,
    messageId: errorMessages.generic.id,
  });
}

/** Whether a query failed because the API does not know what was asked for (a listing, an agent, an office). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
