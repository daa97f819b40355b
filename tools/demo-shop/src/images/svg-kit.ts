/** Small helpers for the product drawings: colours, gradients and shapes in a 1000 × 1000 canvas. */
export const BACKGROUND = '#F3F1ED';
export const FLOOR_Y = 800;

export function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Lightens (amount > 0) or darkens (amount < 0) a colour; warm dark tones keep furniture from looking grey. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#FFFFFF', amount) : mix(hex, '#1E1A16', -amount);
}

export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Collects gradient definitions and hands out their url(#id) references. */
export class Paint {
  private readonly defs: string[] = [];
  private count = 0;
  /** The drawn object's extent (without its shadow), set by the drawing for framing. */
  box: { x0: number; y0: number; x1: number; y1: number } | null = null;

  bounds(x0: number, y0: number, x1: number, y1: number): void {
    this.box = { x0, y0, x1, y1 };
  }

  /** A linear gradient; direction from (x1, y1) to (x2, y2) in the shape's bounding box. */
  linear(
    stops: readonly (readonly [number, string] | readonly [number, string, number])[],
    x1 = 0,
    y1 = 0,
    x2 = 0,
    y2 = 1,
  ): string {
    const id = `g${this.count++}`;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(
    stops: readonly (readonly [number, string] | readonly [number, string, number])[],
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
  ): string {
    const id = `g${this.count++}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Top-lit volume: lighter at the top, darker at the bottom. */
  volume(color: string, light = 0.12, dark = 0.14): string {
    return this.linear([
      [0, shade(color, light)],
      [1, shade(color, -dark)],
    ]);
  }

  /** Side-lit volume for round things (vases, lamp bases): highlight left of centre, darker edges. */
  cylinder(color: string, strength = 1): string {
    return this.linear(
      [
        [0, shade(color, -0.18 * strength)],
        [0.3, shade(color, 0.16 * strength)],
        [0.55, shade(color, 0.04 * strength)],
        [1, shade(color, -0.28 * strength)],
      ],
      0,
      0,
      1,
      0,
    );
  }

  /** A clip path from SVG shape markup; returns the attribute to put on a group. */
  clip(shapes: string): string {
    const id = `c${this.count++}`;
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  xml(): string {
    return this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
  }
}

function stopsXml(stops: readonly (readonly [number, string] | readonly [number, string, number])[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(Math.max(0, w))}" height="${r1(Math.max(0, h))}" rx="${r1(rx)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
}

export function r1(v: number): number {
  return Math.round(v * 10) / 10;
}

/** A tapered furniture leg from (x, top) down to the floor. */
export function leg(
  p: Paint,
  x: number,
  top: number,
  bottom: number,
  width: number,
  color: string,
  splay = 0,
): string {
  const w2 = width / 2;
  const foot = Math.max(3, width * 0.6) / 2;
  const d = `M${r1(x - w2)} ${r1(top)} L${r1(x + w2)} ${r1(top)} L${r1(x + splay + foot)} ${r1(bottom)} L${r1(x + splay - foot)} ${r1(bottom)} Z`;
  return path(
    d,
    p.linear(
      [
        [0, shade(color, 0.1)],
        [0.5, shade(color, 0.02)],
        [1, shade(color, -0.2)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
}

/** Scale (px per cm) that fits a real size into a box, with the fallback size when unknown. */
export function fitScale(
  size: { width: number; height: number } | undefined,
  fallback: { width: number; height: number },
  maxW: number,
  maxH: number,
): { s: number; w: number; h: number } {
  const { width, height } = size ?? fallback;
  const s = Math.min(maxW / width, maxH / height);
  return { s, w: width * s, h: height * s };
}

/** A soft contact shadow under an object standing on the floor. */
export function floorShadow(p: Paint, cx: number, width: number, y = FLOOR_Y, depth = 0.09): string {
  const fill = p.radial([
    [0, '#3A2E22', 0.26],
    [0.55, '#3A2E22', 0.12],
    [1, '#3A2E22', 0],
  ]);
  return ellipse(cx, y + 2, width * 0.62, Math.max(14, width * depth), fill);
}

/** A rectangle with rounded top corners (radius r) and slightly rounded bottom corners (radius rb). */
export function topRounded(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  rb: number,
  fill: string,
  extra = '',
): string {
  const rt = Math.min(r, w / 2, h / 2);
  const b = Math.min(rb, w / 2);
  const d = `M${r1(x)} ${r1(y + rt)} Q${r1(x)} ${r1(y)} ${r1(x + rt)} ${r1(y)} L${r1(x + w - rt)} ${r1(y)} Q${r1(x + w)} ${r1(y)} ${r1(x + w)} ${r1(y + rt)} L${r1(x + w)} ${r1(y + h - b)} Q${r1(x + w)} ${r1(y + h)} ${r1(x + w - b)} ${r1(y + h)} L${r1(x + b)} ${r1(y + h)} Q${r1(x)} ${r1(y + h)} ${r1(x)} ${r1(y + h - b)} Z`;
  return path(d, fill, extra);
}
