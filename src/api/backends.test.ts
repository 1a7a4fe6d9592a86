import { describe, expect, it } from 'vitest';
import { detectApiEnvironment } from '@/config/env';
import { BACKENDS, backendBase, buildUrl } from './backends';

describe('buildUrl', () => {
  it('joins {base}/{resource}/{path} with single slashes', () => {
    expect(buildUrl('https://api.example', 'api/v2/user', 'save')).toBe('https://api.example/api/v2/user/save');
    expect(buildUrl('https://api.example/', '/api/v2/user/', '/save/')).toBe('https://api.example/api/v2/user/save');
  });

  it('leaves out an empty path and works with a same-origin base', () => {
    expect(buildUrl('', 'api/v2/user')).toBe('/api/v2/user');
    expect(buildUrl('/api/v4/papi', 'listings', 'search')).toBe('/api/v4/papi/listings/search');
  });
});

describe('backendBase', () => {
  it('serves every backend of spec §7.1 from a host of its own environment', () => {
    for (const [environment, prefix] of [
      ['qa', 'qa.'],
      ['iuat', 'iuat.'],
      ['prod', ''],
    ] as const) {
      for (const backend of BACKENDS) {
        expect(backendBase(backend, environment, undefined), `${backend} in ${environment}`).toMatch(
          new RegExp(`^https://${prefix.replace('.', '\\.')}[a-z]+\\.foyer\\.example(/api/v4/[a-z]+)?$`),
        );
      }
    }
  });

  it('gives papi, nls and auth their fixed paths in every environment', () => {
    expect(backendBase('papi', 'demo', undefined)).toBe('/api/v4/papi');
    expect(backendBase('nls', 'demo', undefined)).toBe('/api/v4/nls');
    expect(backendBase('auth', 'prod', undefined)).toMatch(/^https:\/\/[^/]+\/api\/v4\/auth$/);
  });

  it('serves every backend from the page origin in the demo environment', () => {
    for (const backend of BACKENDS) expect(backendBase(backend, 'demo', undefined)).not.toMatch(/^https?:/);
  });

  it('uses a distinct host per environment', () => {
    const hosts = (['qa', 'iuat', 'prod'] as const).map((e) => backendBase('gateway', e, undefined));
    expect(new Set(hosts).size).toBe(3);
    expect(hosts[0]).toContain('qa.');
    expect(hosts[1]).toContain('iuat.');
  });

  it('lets one origin override every host', () => {
    expect(backendBase('listings', 'prod', 'https://staging.example/')).toBe('https://staging.example');
    expect(backendBase('papi', 'qa', 'https://staging.example')).toBe('https://staging.example/api/v4/papi');
  });
});

describe('detectApiEnvironment', () => {
  it('prefers the variable when it names an environment', () => {
    expect(detectApiEnvironment('iuat', 'https://www.foyer.example')).toBe('iuat');
    expect(detectApiEnvironment('nonsense', 'https://qa.foyer.example')).toBe('qa');
  });

  it('falls back to the page origin', () => {
    expect(detectApiEnvironment(undefined, 'http://127.0.0.1:8080')).toBe('demo');
    expect(detectApiEnvironment(undefined, 'http://localhost:5173')).toBe('demo');
    expect(detectApiEnvironment(undefined, 'https://qa.foyer.example')).toBe('qa');
    expect(detectApiEnvironment(undefined, 'https://www-iuat.foyer.example')).toBe('iuat');
    expect(detectApiEnvironment(undefined, 'https://www.foyer.example')).toBe('prod');
    expect(detectApiEnvironment(undefined, 'https://aquarium.example')).toBe('prod');
  });
});
