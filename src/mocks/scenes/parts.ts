// Facade parts shared by every building: wall cladding patterns, windows, doors, garage doors.
import { type Photo, r, rect, shade, placeDef } from './svg';

export type Cladding = 'siding' | 'brick' | 'stone' | 'stucco' | 'boards' | 'logs' | 'metal';

/** Paint for a wall: a plain colour, or a pattern (siding, brick, stone…) in that colour. */
export function wallPaint(ph: Photo, cladding: Cladding, colour: string): string {
  const c = ph.lit(colour);
  if (cladding === 'stucco') return c;
  const line = '#0002';
  const id = ph.def(`${cladding}${c}`, (pid) => {
    const open = (w: number, h: number) =>
      `<pattern id="${pid}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"><rect width="${w}" height="${h}" fill="${c}"/>`;
    switch (cladding) {
      case 'siding':
        return `${open(40, 14)}<path d="M0 13h40" stroke="${line}" stroke-width="2"/><path d="M0 1h40" stroke="#fff2" stroke-width="2"/></pattern>`;
      case 'brick':
        return `${open(44, 18)}<path d="M0 8.5h44M0 17.5h44M11 0v9M33 9v9" stroke="#e8e0d4" stroke-opacity=".45" stroke-width="1.6"/></pattern>`;
      case 'stone':
        return `${open(80, 44)}<path d="M2 2h34v18H2zM40 2h38v14H40zM2 24h22v18H2zM28 24h30v18H28zM40 18h38v4M62 24h16v18H62z" fill="none" stroke="${line}" stroke-width="3"/><path d="M6 6h20v6H6zM46 5h20v5H46zM32 28h16v6H32z" fill="#fff2"/></pattern>`;
      case 'boards':
        return `${open(26, 40)}<path d="M1 0v40" stroke="${line}" stroke-width="3"/></pattern>`;
      case 'logs':
        return `${open(60, 26)}<rect y="3" width="60" height="20" rx="10" fill="${shade(c, 0.12)}"/><path d="M0 25h60" stroke="${line}" stroke-width="3"/></pattern>`;
      case 'metal':
        return `${open(24, 40)}<path d="M3 0v40M15 0v40" stroke="${line}" stroke-width="4"/></pattern>`;
    }
  });
  return `url(#${id})`;
}

/** Glass of one window: sky-blue by day; at dusk most rooms are lit. */
export function glass(ph: Photo, litShare = 0.65): string {
  if (ph.dusk) return ph.rng.chance(litShare) ? ph.rng.pick(['#ffd27f', '#ffe0a0', '#f7c76a']) : '#313b63';
  return ph.lit(ph.rng.pick(['#9fc0d6', '#a9c9de', '#8fb3cb', '#b4d0e0']));
}

export type Muntins = 'cross' | 'split' | 'none' | 'grid';

/**
 * A window shape (trim, glass, reflection, sill and muntins) of w × h, defined once and placed with
 * `<use href x y fill>`: the fill of the <use> is the glass, so one definition serves lit and dark windows.
 */
export function windowDef(
  ph: Photo,
  w: number,
  h: number,
  trim: string,
  muntins: Muntins = 'cross',
  shutters?: string,
): string {
  const t = ph.lit(trim);
  return ph.def(`window${r(w)}x${r(h)}${muntins}${t}${shutters ?? ''}`, (id) => {
    const bars =
      muntins === 'cross'
        ? `M${r(w / 2)} 0v${r(h)}M0 ${r(h / 2)}h${r(w)}`
        : muntins === 'split'
          ? `M0 ${r(h * 0.45)}h${r(w)}`
          : muntins === 'grid'
            ? `M${r(w / 3)} 0v${r(h)}M${r((2 * w) / 3)} 0v${r(h)}M0 ${r(h / 2)}h${r(w)}`
            : `M${r(w / 2)} 0v${r(h)}`;
    const sh = shutters
      ? rect(-8 - w * 0.32, -4, w * 0.32, h + 8, ph.lit(shutters)) + rect(w + 8, -4, w * 0.32, h + 8, ph.lit(shutters))
      : '';
    return `<g id="${id}">${sh}<path d="M-6-6h${r(w + 12)}v${r(h + 12)}h${-r(w + 12)}zM-10 ${r(h + 4)}h${r(w + 20)}v7h${-r(w + 20)}z" fill="${t}"/><path d="M0 0h${r(w)}v${r(h)}H0z"/><path d="M0 ${r(h)}L${r(w)} ${r(h * 0.3)}V0H${r(w * 0.5)}z" fill="#fff3"/><path d="${bars}" stroke="${t}" stroke-width="4"/></g>`;
  });
}

/** Windows of one definition at several x positions on the line y. */
export function windows(ph: Photo, id: string, xs: readonly number[], y: number, litShare?: number): string {
  return xs.map((x) => placeDef(id, x, y, 1, glass(ph, litShare))).join('');
}

/** Evenly spaced window positions across a wall of width `span` starting at `from`, for windows of width w. */
export function spread(from: number, span: number, count: number, w: number): number[] {
  const gap = (span - count * w) / (count + 1);
  return Array.from({ length: count }, (_, i) => from + gap + i * (w + gap));
}

/** A front door with its frame, glass lite, handle and porch light; x, y is the top-left of the frame. */
export function door(ph: Photo, x: number, y: number, colour: string, trim = '#f4f1ea', w = 58, h = 108): string {
  // At dusk the porch light is on.
  const lamp = ph.dusk ? `<circle cx="${r(x + w + 22)}" cy="${r(y + 26)}" r="26" fill="#ffd98a" opacity=".4"/>` : '';
  return (
    rect(x - 7, y - 7, w + 14, h + 7, ph.lit(trim)) +
    rect(x, y, w, h, ph.lit(colour)) +
    rect(x + 12, y + 12, w - 24, h * 0.32, ph.dusk ? '#ffd98a' : ph.lit('#c9dbe6')) +
    `<circle cx="${r(x + w - 10)}" cy="${r(y + h * 0.55)}" r="4" fill="#d8b65a"/>` +
    lamp +
    rect(x + w + 16, y + 16, 12, 20, ph.dusk ? '#ffe6a8' : '#3b3b3b')
  );
}

/** A sectional garage door of w × h with its trim; x, y is the top-left. */
export function garageDoor(ph: Photo, x: number, y: number, w: number, h: number, trim = '#f4f1ea'): string {
  const panel = ph.lit(ph.rng.pick(['#f2f0eb', '#e4e0d8', '#7a5a3c', '#3d4247']));
  let lines = '';
  for (let k = 1; k < 4; k++) lines += `M${r(x)} ${r(y + (h * k) / 4)}h${r(w)}`;
  const lites = rect(x + 10, y + 10, w - 20, h / 4 - 18, ph.dusk ? '#e7c27a' : ph.lit('#b9cbd6'), ' opacity=".8"');
  return (
    rect(x - 8, y - 8, w + 16, h + 8, ph.lit(trim)) +
    rect(x, y, w, h, panel) +
    lites +
    `<path d="${lines}" stroke="#0002" stroke-width="3"/>`
  );
}

/** A flight of steps below a door: `count` treads, each `rise` high, centred on x. */
export function steps(ph: Photo, x: number, y: number, w: number, count: number, colour = '#b9b3aa'): string {
  let out = '';
  for (let k = 0; k < count; k++) {
    const width = w + k * 16;
    out += rect(x - width / 2, y + k * 14, width, 14, ph.lit(shade(colour, -k * 0.05)));
  }
  return out;
}

/** A plain front door (frame, panel, lite, handle), defined once and placed with its colour as the fill. */
export function doorUse(ph: Photo, x: number, y: number, colour: string, trim = '#f4f1ea'): string {
  const id = ph.def(`door${trim}`, (did) => {
    const t = ph.lit(trim);
    return `<g id="${did}"><path d="M-7-7h72v115h-72z" fill="${t}"/><path d="M0 0h58v108H0z"/><path d="M12 12h34v34H12z" fill="${ph.dusk ? '#ffd98a' : ph.lit('#c9dbe6')}"/><circle cx="48" cy="60" r="4" fill="#d8b65a"/></g>`;
  });
  return placeDef(id, x, y, 1, ph.lit(colour));
}

/**
 * A facade grid for large buildings (towers, apartment blocks, hotels): cells of cw × ch with a window
 * of ww × wh and, optionally, a balcony slab and railing. The tile is three cells by two floors, so lit
 * and dark rooms vary at dusk without a shape per window.
 */
export function facade(
  ph: Photo,
  wall: string,
  cw: number,
  ch: number,
  ww: number,
  wh: number,
  balcony: boolean,
  frame = '#2f3336',
): string {
  const c = ph.lit(wall);
  return ph.def(`facade${c}${cw}${ch}${ww}${balcony}`, (id) => {
    let cells = '';
    const wx = (cw - ww) / 2;
    for (let row = 0; row < 2; row++)
      for (let col = 0; col < 3; col++)
        cells += rect(
          col * cw + wx,
          row * ch + 8,
          ww,
          wh,
          glass(ph, 0.55),
          ` stroke="${ph.lit(frame)}" stroke-width="3"`,
        );
    const rail = balcony
      ? `<path d="M0 ${ch - 2}h${cw * 3}M0 ${2 * ch - 2}h${cw * 3}" stroke="${ph.lit('#d9dcdf')}" stroke-width="6"/><path d="M0 ${r(ch - 24)}h${cw * 3}v20H0zM0 ${r(2 * ch - 24)}h${cw * 3}v20H0z" fill="#dfe9ef" opacity=".45"/>`
      : '';
    return `<pattern id="${id}" width="${cw * 3}" height="${ch * 2}" patternUnits="userSpaceOnUse"><path d="M0 0h${cw * 3}v${ch * 2}H0z" fill="${c}"/>${cells}${rail}</pattern>`;
  });
}
