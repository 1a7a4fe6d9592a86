// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LocateButton } from './LocateButton';

const geolocation = (impl: Geolocation['getCurrentPosition']) => ({ getCurrentPosition: impl }) as Geolocation;

describe('LocateButton', () => {
  it('centres the map on the position it gets', async () => {
    const user = userEvent.setup();
    const onLocated = vi.fn();
    await renderWithProviders(
      <LocateButton
        onLocated={onLocated}
        geolocation={geolocation((success) =>
          success({ coords: { latitude: 49.28, longitude: -123.12 } } as GeolocationPosition),
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Find my location' }));
    expect(onLocated).toHaveBeenCalledWith({ lat: 49.28, lng: -123.12 });
    expect(screen.getByRole('status').textContent).toBe('The map is now centred on your location.');
  });

  it('explains a denial politely, without throwing', async () => {
    const user = userEvent.setup();
    const onLocated = vi.fn();
    await renderWithProviders(
      <LocateButton
        onLocated={onLocated}
        geolocation={geolocation((_, failure) =>
          failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Find my location' }));
    expect(onLocated).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toMatch(/could not use your location/);
  });

  it('copes with a browser without geolocation', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await renderWithProviders(<LocateButton onLocated={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Find my location' }));
    expect(screen.getByRole('status').textContent).toBe('This browser cannot share your location.');
    vi.unstubAllGlobals();
  });
});
