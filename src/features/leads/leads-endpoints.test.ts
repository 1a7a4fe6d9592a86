// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import type { QueryError } from '@/api/base-api';
import { defaultDb } from '@/mocks/handlers';
import { leadsApi } from './leads-endpoints';

describe('leads and e-mail share against the demo API', () => {
  it('accepts a contact lead (201) and rejects one with a bad e-mail or phone', async () => {
    const store = makeStore();
    const listingId = defaultDb.data.listings[0]!.listingId;
    const receipt = await store
      .dispatch(
        leadsApi.endpoints.sendLead.initiate({
          name: 'Ana Silva',
          email: 'ana@example.ca',
          phone: '416-555-0199',
          lookingTo: 'buy',
          preferredViewingTime: 'evening',
          listingId,
        }),
      )
      .unwrap();
    expect(receipt.leadId).toMatch(/^lead-/);
    expect(defaultDb.state.leads.at(-1)!.body).toMatchObject({ name: 'Ana Silva', listingId });
    const bad = await store.dispatch(leadsApi.endpoints.sendLead.initiate({ name: '', email: 'nope', phone: '12' }));
    expect((bad.error as QueryError).status).toBe(400);
    expect((bad.error as QueryError).messages).toHaveLength(3);
  });

  it('shares a listing by e-mail', async () => {
    const store = makeStore();
    const listingId = defaultDb.data.listings[1]!.listingId;
    await store
      .dispatch(
        leadsApi.endpoints.shareListing.initiate({
          recipientEmail: 'ami@example.ca',
          senderEmail: 'moi@example.ca',
          subject: 'Regarde ça',
          listingId,
        }),
      )
      .unwrap();
    expect(defaultDb.state.outbox.at(-1)).toMatchObject({ to: 'ami@example.ca', kind: 'share' });
    const bad = await store.dispatch(
      leadsApi.endpoints.shareListing.initiate({
        recipientEmail: 'x',
        senderEmail: 'y',
        subject: '',
        listingId: 'none',
      }),
    );
    expect((bad.error as QueryError).messages).toHaveLength(4);
  });
});
