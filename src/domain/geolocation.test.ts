import { describe, expect, it, vi } from 'vitest';
import { requestPosition } from './geolocation';

describe('requestPosition', () => {
  const geolocation = (impl: Geolocation['getCurrentPosition']) => ({ getCurrentPosition: impl }) as Geolocation;
  const error = (code: number) => ({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });

  it('passes the position on', () => {
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    requestPosition(
      geolocation((success) => success({ coords: { latitude: 45.4, longitude: -75.7 } } as GeolocationPosition)),
      onSuccess,
      onFailure,
    );
    expect(onSuccess).toHaveBeenCalledWith({ lat: 45.4, lng: -75.7 });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('tells a denial from other failures', () => {
    const onFailure = vi.fn();
    requestPosition(
      geolocation((_, failure) => failure?.(error(1) as GeolocationPositionError)),
      vi.fn(),
      onFailure,
    );
    requestPosition(
      geolocation((_, failure) => failure?.(error(3) as GeolocationPositionError)),
      vi.fn(),
      onFailure,
    );
    expect(onFailure.mock.calls).toEqual([['denied'], ['unavailable']]);
  });

  it('never throws', () => {
    const onFailure = vi.fn();
    expect(() =>
      requestPosition(
        geolocation(() => {
          throw new Error('blocked by policy');
        }),
        vi.fn(),
        onFailure,
      ),
    ).not.toThrow();
    requestPosition(undefined, vi.fn(), onFailure);
    expect(onFailure.mock.calls).toEqual([['unavailable'], ['unsupported']]);
  });
});
