/** The browser's position, asked once (the find-my-location control and the near-me searches). */

export type LocateFailure = 'unsupported' | 'denied' | 'unavailable';

/**
 * Asks the browser for the position once. Never throws: every failure (no API, permission denied,
 * no fix, time-out, an exception from the API itself) ends in `onFailure`.
 */
export function requestPosition(
  geolocation: Geolocation | undefined,
  onSuccess: (position: { lat: number; lng: number }) => void,
  onFailure: (reason: LocateFailure) => void,
): void {
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
    onFailure('unsupported');
    return;
  }
  try {
    geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        if (Number.isFinite(latitude) && Number.isFinite(longitude)) onSuccess({ lat: latitude, lng: longitude });
        else onFailure('unavailable');
      },
      (error) => onFailure(error.code === error.PERMISSION_DENIED || error.code === 1 ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  } catch {
    onFailure('unavailable');
  }
}
