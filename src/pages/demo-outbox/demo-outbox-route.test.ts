import { describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/config/env';
import { renderNginxConf } from '@/routing/nginx-config';
import { resolveRoute } from '@/routing/resolve';
import { ROUTE_RULES, routeRulesFor } from '@/routing/route-table';

// This file is a production build: the environment the route table reads says prod.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: { ...actual.env, apiEnvironment: 'prod' } };
});

describe('the demo outbox route outside the demo environment', () => {
  it('is not in the table of qa, iuat or prod, only in the demo one', () => {
    for (const environment of ['qa', 'iuat', 'prod'] as const) {
      expect(routeRulesFor(environment).map((rule) => rule.name)).not.toContain('demo-outbox');
    }
    expect(routeRulesFor('demo').map((rule) => rule.name)).toContain('demo-outbox');
    expect(ROUTE_RULES.map((rule) => rule.name)).not.toContain('demo-outbox');
  });

  it('is in no table of a deployment build, even against the demo API (a build served from localhost)', () => {
    expect(routeRulesFor('demo', false).map((rule) => rule.name)).not.toContain('demo-outbox');
    expect(routeRulesFor('demo', true).map((rule) => rule.name)).toContain('demo-outbox');
    expect(routeRulesFor('demo', false).length).toBe(routeRulesFor('prod', true).length);
  });

  it('resolves to the 404 page in production, in both languages, while other pages still resolve', () => {
    expect(resolveRoute('/_demo/outbox')).toMatchObject({ status: 404, page: 'not-found', rule: null });
    expect(resolveRoute('/fr/_demo/outbox')).toMatchObject({ status: 404, page: 'not-found' });
    expect(resolveRoute('/privacy-notice')).toMatchObject({ status: 200, page: 'legal' });
  });

  it('gives a production nginx no location for it, so nginx answers 404 as well', () => {
    const conf = renderNginxConf();
    expect(conf).not.toContain('_demo');
    expect(conf).toContain('# legal\n');
  });
});
