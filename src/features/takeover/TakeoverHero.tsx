import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTakeover } from './use-takeover';

// The home page's hero paints `var(--hero-sky)` and its illustration band at `var(--hero-art-opacity)`
// (public/css/{theme}.css): redefining both here puts the sponsor's art behind the hero with no change to it.
const Skin = styled.div<{ $hero: string; $background: string }>`
  background: url(${({ $background }) => $background}) center top / 480px auto repeat;
  --hero-sky: url(${({ $hero }) => $hero}) center bottom / cover no-repeat;
  --hero-art-opacity: 0;
  /* The hero's ink is light in dark mode: the art stays recognisable under a scrim of the page colour. */
  html[data-color-mode='dark'] & {
    --hero-sky:
      linear-gradient(
        color-mix(in srgb, ${({ theme }) => theme.colors.bg} 72%, transparent),
        color-mix(in srgb, ${({ theme }) => theme.colors.bg} 72%, transparent)
      ),
      url(${({ $hero }) => $hero}) center bottom / cover no-repeat;
  }
`;

/**
 * Spec §3: while the takeover runs, wraps the home page so its hero shows the sponsor's art and the page
 * the sponsor's background; otherwise renders the page as it is, without an extra element.
 */
export function TakeoverHero({ children }: { children: ReactNode }) {
  const takeover = useTakeover();
  if (!takeover) return <>{children}</>;
  return (
    <Skin $hero={takeover.heroImage} $background={takeover.backgroundImage} data-takeover="skin">
      {children}
    </Skin>
  );
}
