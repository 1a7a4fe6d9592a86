// The demo's own calls: QA and test tooling of the demo API, never part of the product's API (src/api).
// Declared in src/api/contract/demo.ts, where the demo outbox page reads them too.
export {
  DEMO_API,
  DEMO_CAPTCHA,
  type OutboxMessage,
  type OutboxMessageKind,
  type SavedSearchAlert,
} from '@/api/contract/demo';
