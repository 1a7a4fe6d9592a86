import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderNginxConf } from './nginx-config';
import { REDIRECTS } from './redirects';
import { ROUTE_RULES } from './route-table';

describe('nginx.conf', () => {
  it('is what the generator makes from the route table (run `npm run nginx:generate` after changing routes)', () => {
    expect(readFileSync('nginx.conf', 'utf8')).toBe(renderNginxConf());
  });

  it('has a location for every rule of the table and every redirect', () => {
    const conf = renderNginxConf();
    for (const rule of ROUTE_RULES) expect(conf).toContain(`# ${rule.name}\n`);
    for (const redirect of REDIRECTS) expect(conf).toContain(`# ${redirect.from} → ${redirect.to}\n`);
  });
});
