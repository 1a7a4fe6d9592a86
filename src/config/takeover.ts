// The sponsor takeover (spec §3 "Takeover", §4): configuration, so a new campaign changes this module and the
// images in public/takeover/ only. Its text (alt text, the sponsored section) is translated in the feature.
import { TAKEOVER_END, TAKEOVER_START, type TakeoverWindow } from '@/domain/site';

export interface TakeoverImage {
  src: string;
  /** Intrinsic size, so the page reserves the image's box before it loads. */
  width: number;
  height: number;
}

export interface TakeoverConfig extends TakeoverWindow {
  /** The sponsor's name as it writes it (not translated). */
  sponsorName: string;
  /** Wide art behind the home page's hero. */
  heroImage: string;
  /** The sponsor's logo beside ours in the header: a square mark on phones, the full logo from tablet up. */
  headerLogo: { mobile: TakeoverImage; desktop: TakeoverImage; href: string };
  /** A subtle pattern behind the home page. */
  backgroundImage: string;
  /** The home page's sponsored section: where its call to action leads, and its illustration. */
  sponsoredSection: { href: string; image: TakeoverImage };
}

/** Spring 2025: Maple Mortgage Co. (a fictional lender) sponsors the home page. */
export const takeover: TakeoverConfig = {
  startDate: TAKEOVER_START,
  endDate: TAKEOVER_END,
  sponsorName: 'Maple Mortgage Co.',
  heroImage: '/takeover/hero.svg',
  headerLogo: {
    mobile: { src: '/takeover/logo-mobile.svg', width: 32, height: 32 },
    desktop: { src: '/takeover/logo-desktop.svg', width: 160, height: 32 },
    href: 'https://www.maplemortgage.example/',
  },
  backgroundImage: '/takeover/background.svg',
  sponsoredSection: {
    href: 'https://www.maplemortgage.example/spring-rates',
    image: { src: '/takeover/logo-mobile.svg', width: 32, height: 32 },
  },
};
