import type { CSSProperties, ReactNode } from 'react';

export interface IconProps {
  className?: string;
  /** Width and height in px; without it the surrounding CSS sizes the icon. */
  size?: number;
  style?: CSSProperties;
}

/** Line icons are drawn with a stroke; a large one (an empty state's) may want it thinner. */
export interface LineIconProps extends IconProps {
  strokeWidth?: number;
}

interface SvgProps extends IconProps {
  viewBox?: string;
  /** Set for line icons: no fill, a stroke of this width in currentColor. */
  stroked?: { width: number; cap?: 'round'; join?: 'round' };
  children: ReactNode;
}

// Icons are decorative: the control or text beside them carries the meaning, so they are hidden from
// assistive technology and never a Tab stop (focusable="false" for the browsers that made SVG focusable).
function Svg({ viewBox = '0 0 24 24', size, className, style, stroked, children }: SvgProps) {
  return (
    <svg
      className={className}
      style={style}
      viewBox={viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill={stroked ? 'none' : undefined}
      stroke={stroked ? 'currentColor' : undefined}
      strokeWidth={stroked?.width}
      strokeLinecap={stroked?.cap}
      strokeLinejoin={stroked?.join}
    >
      {children}
    </svg>
  );
}

function solid(d: string) {
  return function SolidIcon(props: IconProps) {
    return (
      <Svg {...props}>
        <path fill="currentColor" d={d} />
      </Svg>
    );
  };
}

// Solid icons: 24 × 24, filled in currentColor.

export const ChevronDownIcon = solid('M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z');
export const ChevronLeftIcon = solid('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
export const ChevronRightIcon = solid('M8.59 16.59 10 18l6-6-6-6-1.41 1.41L13.17 12z');
export const CloseIcon = solid(
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
);
/** The password field's show toggle: an eye, and the eye struck through while the password shows. */
export const EyeSolidIcon = solid(
  'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
);
export const EyeOffSolidIcon = solid(
  'M3.3 2 2 3.3l3.2 3.2C3.5 7.9 2.5 9.7 2 12c1 2.5 5 7 10 7 1.9 0 3.6-.6 5-1.5l3.7 3.7 1.3-1.3L3.3 2ZM12 16.5A4.5 4.5 0 0 1 7.5 12c0-.8.2-1.6.6-2.2l1.5 1.5a2.5 2.5 0 0 0 3.1 3.1l1.5 1.5c-.6.4-1.4.6-2.2.6ZM12 5c-1.2 0-2.3.2-3.3.6l2 2a4.5 4.5 0 0 1 5.7 5.7l3 3c1.4-1.2 2.3-2.6 2.6-3.3-1-2.5-5-7-10-7Z',
);
export const InfoCircleIcon = solid('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z');
export const CheckCircleIcon = solid(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9Z',
);
export const AlertCircleIcon = solid('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z');
export const ArrowUpIcon = solid('m12 4 7 7-1.4 1.4-4.6-4.6V20h-2V7.8l-4.6 4.6L5 11z');
export const ArrowDownIcon = solid('M12 20 5 13l1.4-1.4 4.6 4.6V4h2v12.2l4.6-4.6L19 13z');
export const GridIcon = solid(
  'M4 4h7v7H4zm2 2v3h3V6zm7-2h7v7h-7zm2 2v3h3V6zM4 13h7v7H4zm2 2v3h3v-3zm7-2h7v7h-7zm2 2v3h3v-3z',
);
export const BellIcon = solid(
  'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
);
export const ShareIcon = solid(
  'M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .2 0 .5.1.7L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9z',
);

// Line icons: 24 × 24 unless said, stroked in currentColor, 2 wide unless said.

interface LineOptions {
  width?: number;
  cap?: 'round';
  join?: 'round';
  viewBox?: string;
}

function line(shape: ReactNode, { width = 2, cap, join, viewBox }: LineOptions = {}) {
  return function LineIcon({ strokeWidth = width, ...props }: LineIconProps) {
    return (
      <Svg {...props} viewBox={viewBox} stroked={{ width: strokeWidth, cap, join }}>
        {shape}
      </Svg>
    );
  };
}

export const HeartIcon = line(
  <path d="M12 20s-7-4.4-9.3-8.6C1 8 3 4.5 6.5 4.5c2 0 3.5 1.1 4.5 2.6 1-1.5 2.5-2.6 4.5-2.6C19 4.5 21 8 19.3 11.4 17 15.6 12 20 12 20z" />,
);
export const EyeOffIcon = line(
  <path d="M3 3l18 18M10.6 5.1A9.8 9.8 0 0 1 12 5c5 0 9 5 9 7a9.6 9.6 0 0 1-2.4 3.5M6.1 6.6C3.9 8 3 10.4 3 12c0 2 4 7 9 7a9.3 9.3 0 0 0 4.3-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);
export const HouseIcon = line(<path d="M3 11l9-7 9 7M5 10v10h14V10" />);
export const MenuIcon = line(<path d="M4 7h16M4 12h16M4 17h16" />);
export const UserIcon = line(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </>,
);
export const CalendarIcon = line(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
  </>,
);
export const PhotoIcon = line(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m4 18 5.5-5.5 4 4L16 14l4 4" strokeLinejoin="round" />
  </>,
  { width: 1.6 },
);
export const PrintIcon = line(<path d="M6 9V3h12v6M6 18H4v-7h16v7h-2M8 14h8v7H8z" />);
export const MapPinIcon = line(
  <>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const BuildingIcon = line(
  <path d="M3 21h18M5 21V7l7-4 7 4v14M9 21v-5h6v5M9 9h.01M15 9h.01M9 13h.01M15 13h.01" />,
  { width: 1.5 },
);
export const LocateIcon = line(
  <>
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="2.5" fill="currentColor" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </>,
  { cap: 'round' },
);

// Rounded strokes: the controls of the panels over the map.
export const ChevronUpLineIcon = line(<path d="M7 14l5-5 5 5" />, { cap: 'round', join: 'round' });
export const ChevronDownLineIcon = line(<path d="M7 10l5 5 5-5" />, { cap: 'round', join: 'round' });
export const CloseLineIcon = line(<path d="M6 6l12 12M18 6L6 18" />, { cap: 'round', join: 'round' });

/** The small chevron of a menu button, on a 16 × 16 grid. */
export const CaretDownIcon = line(<path d="M4 6l4 4 4-4" />, { viewBox: '0 0 16 16' });

// The results toolbar's phone row: filters, sort, the gallery and map views.
export const FiltersIcon = line(
  <>
    <path d="M4 7h9M19 7h1M4 17h1M11 17h9" />
    <circle cx="16" cy="7" r="2.5" />
    <circle cx="8" cy="17" r="2.5" />
  </>,
  { cap: 'round', join: 'round' },
);
export const SortIcon = line(<path d="M7 4v16M3.5 7.5 7 4l3.5 3.5M17 20V4M13.5 16.5 17 20l3.5-3.5" />, {
  cap: 'round',
  join: 'round',
});
export const ListIcon = line(
  <>
    <rect x="4" y="4" width="16" height="7" rx="1.5" />
    <rect x="4" y="14" width="16" height="6" rx="1.5" />
  </>,
  { cap: 'round', join: 'round' },
);
export const MapIcon = line(<path d="M9 4 3.5 6v14L9 18l6 2 5.5-2V4L15 6 9 4zM9 4v14M15 6v14" />, {
  cap: 'round',
  join: 'round',
});
