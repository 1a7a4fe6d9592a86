/** Spec §7.1: every answer wraps its payload in `data` (except `latest` and `offmarket` paths). */
export interface DataEnvelope<T> {
  data: T;
}
/** Spec §8: failures carry an `errors` list of messages. */
export interface ErrorBody {
  errors: string[];
  /** A 429 answer: seconds until another attempt is accepted. */
  retryAfter?: number;
}
/** Most user and listing answers put their payload in `result`. */
export interface ResultOf<T> {
  result: T;
}
