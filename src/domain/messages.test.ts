import { describe, expect, it } from 'vitest';
import { businessTypeMessages, lotSizeOptionMessages } from './filters';
import { listingTagMessages } from './listing';
import { listingTypeMessages, propertyCategoryMessages } from './listing-types';
import { defineMessages } from './messages';
import type { MessageDescriptor } from './messages';
import { paymentFrequencyMessages } from './mortgage';
import { sortMessages } from './sorting';
import { agentListingSortMessages, agentSortMessages } from './agent-sorting';
import { validationMessages } from './validation';

const ALL: Record<string, MessageDescriptor>[] = [
  listingTypeMessages,
  propertyCategoryMessages,
  businessTypeMessages,
  lotSizeOptionMessages,
  listingTagMessages,
  sortMessages,
  agentSortMessages,
  agentListingSortMessages,
  paymentFrequencyMessages,
  validationMessages,
];
const descriptors = ALL.flatMap((group) => Object.values(group));

describe('defineMessages', () => {
  it('returns the very object it is given, so extraction and runtime see the same literals', () => {
    const m = { a: { id: 'x.a', defaultMessage: 'A' } };
    expect(defineMessages(m)).toBe(m);
  });

  it('every domain message id is unique and a stable dotted, lower-case id', () => {
    const ids = descriptors.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/);
  });

  it('default messages are non-empty English with balanced single-brace ICU arguments', () => {
    for (const d of descriptors) {
      expect(d.defaultMessage.trim()).not.toBe('');
      // Spec §5 writes {{length}}; react-intl needs ICU's single braces.
      expect(d.defaultMessage).not.toMatch(/\{\{\s*\w+\s*\}\}/);
      let depth = 0;
      for (const ch of d.defaultMessage) {
        depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
        expect(depth).toBeGreaterThanOrEqual(0);
      }
      expect(depth).toBe(0);
    }
  });
});
