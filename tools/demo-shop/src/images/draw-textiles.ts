import type { DrawSpec } from '../generate/model.ts';
import { solid } from './draw-tables.ts';
import type { Paint } from './svg-kit.ts';
import {
  ellipse,
  fitScale,
  floorShadow,
  FLOOR_Y,
  line,
  luminance,
  mix,
  path,
  r1,
  rect,
  shade,
} from './svg-kit.ts';

const F = FLOOR_Y;

/** A contrasting pattern colour that stays in the same family. */
function accentOf(c: string): string {
  return luminance(c) > 0.6 ? shade(c, -0.35) : shade(c, 0.45);
}

/** A rug seen from above: fringes, a border or stripes or a diamond pattern, a soft shadow. */
export function drawRug(spec: DrawSpec, p: Paint): string {
  const size = spec.size
    ? {
        width: Math.max(spec.size.width, spec.size.height),
        height: Math.min(spec.size.width, spec.size.height),
      }
    : undefined;
  const { w, h } = fitScale(size, { width: 230, height: 160 }, 800, 640);
  const c = solid(spec.color);
  const a = accentOf(c);
  const x0 = 500 - w / 2;
  const y0 = 500 - h / 2;
  const out = [rect(x0 + 8, y0 + 14, w, h, '#3A2E22', 6, 'opacity="0.10"')];
  for (let x = x0 + 6; x < x0 + w - 4; x += 9)
    out.push(
      line(x, y0 - 16, x, y0 + 2, shade(c, 0.25), 3),
      line(x, y0 + h - 2, x, y0 + h + 16, shade(c, 0.25), 3),
    );
  out.push(
    rect(
      x0,
      y0,
      w,
      h,
      p.linear(
        [
          [0, shade(c, 0.06)],
          [1, shade(c, -0.06)],
        ],
        0,
        0,
        1,
        1,
      ),
      4,
    ),
  );
  const style = spec.style % 4;
  const body: string[] = [];
  if (style === 0) {
    body.push(
      rect(x0 + 26, y0 + 26, w - 52, h - 52, 'none', 2, `stroke="${a}" stroke-width="10" opacity="0.8"`),
    );
    body.push(
      rect(x0 + 48, y0 + 48, w - 96, h - 96, 'none', 2, `stroke="${a}" stroke-width="3" opacity="0.6"`),
    );
  } else if (style === 1) {
    for (let i = 0; i < 9; i++)
      body.push(rect(x0, y0 + (h * (i + 0.5)) / 9.5, w, i % 3 === 0 ? 10 : 4, a, 0, 'opacity="0.7"'));
  } else if (style === 2) {
    const step = h / 4;
    for (let x = x0 + step / 2; x < x0 + w; x += step) {
      for (let y = y0 + step / 2; y < y0 + h; y += step)
        body.push(
          path(
            `M${r1(x)} ${r1(y - step * 0.32)} L${r1(x + step * 0.32)} ${r1(y)} L${r1(x)} ${r1(y + step * 0.32)} L${r1(x - step * 0.32)} ${r1(y)} Z`,
            'none',
            `stroke="${a}" stroke-width="4" opacity="0.7"`,
          ),
        );
    }
  } else {
    for (let y = y0 + 6; y < y0 + h; y += 7)
      body.push(line(x0, y, x0 + w, y, shade(c, -0.1), 2, 'opacity="0.5"'));
    body.push(rect(x0, y0 + h * 0.72, w, h * 0.12, a, 0, 'opacity="0.35"'));
  }
  out.push(`<g ${p.clip(rect(x0, y0, w, h, '#000', 4))}>${body.join('')}</g>`);
  p.bounds(x0, y0 - 16, x0 + w, y0 + h + 16);
  return out.join('');
}

/** A plump cushion: curved edges, a soft centre highlight, piping or stripes by style. */
export function drawCushion(spec: DrawSpec, p: Paint): string {
  const c = solid(spec.color);
  const lumbar = (spec.size?.width ?? 50) !== (spec.size?.height ?? 50) || spec.style % 4 === 3;
  const w = lumbar ? 620 : 520;
  const h = lumbar ? 380 : 500;
  const x0 = 500 - w / 2;
  const y0 = F - 40 - h;
  const bulge = 26;
  const d = `M${r1(x0)} ${r1(y0)} Q500 ${r1(y0 + bulge)} ${r1(x0 + w)} ${r1(y0)} Q${r1(x0 + w - bulge)} ${r1(y0 + h / 2)} ${r1(x0 + w)} ${r1(y0 + h)} Q500 ${r1(y0 + h - bulge)} ${r1(x0)} ${r1(y0 + h)} Q${r1(x0 + bulge)} ${r1(y0 + h / 2)} ${r1(x0)} ${r1(y0)} Z`;
  const out = [floorShadow(p, 500, w * 0.95, F - 30, 0.07)];
  out.push(
    path(
      d,
      p.radial(
        [
          [0, shade(c, 0.14)],
          [0.65, c],
          [1, shade(c, -0.2)],
        ],
        0.45,
        0.4,
        0.75,
      ),
    ),
  );
  const style = spec.style % 4;
  const a = accentOf(c);
  if (style === 1) {
    const stripes: string[] = [];
    for (let x = x0 + 40; x < x0 + w; x += 70) stripes.push(rect(x, y0, 18, h, a, 0, 'opacity="0.45"'));
    out.push(`<g ${p.clip(path(d, '#000'))}>${stripes.join('')}</g>`);
  } else if (style === 2) {
    out.push(path(d, 'none', `stroke="${shade(c, -0.25)}" stroke-width="9"`));
  } else {
    const dots: string[] = [];
    for (let y = y0 + 30; y < y0 + h; y += 26)
      dots.push(line(x0, y, x0 + w, y + 6, shade(c, -0.08), 2, 'opacity="0.6"'));
    out.push(`<g ${p.clip(path(d, '#000'))}>${dots.join('')}</g>`);
  }
  out.push(
    path(
      `M${r1(x0 + w * 0.3)} ${r1(y0 + h * 0.45)} Q500 ${r1(y0 + h * 0.55)} ${r1(x0 + w * 0.7)} ${r1(y0 + h * 0.45)}`,
      'none',
      `stroke="${shade(c, -0.18)}" stroke-width="4" opacity="0.4"`,
    ),
  );
  p.bounds(x0, y0, x0 + w, y0 + h + 30);
  return out.join('');
}

/** A folded throw (or a folded duvet cover set) in a neat stack with fringes or a stripe. */
export function drawFolded(spec: DrawSpec, p: Paint, linen: boolean): string {
  const c = solid(spec.color);
  const a = accentOf(c);
  const w = 640;
  const layer = linen ? 70 : 56;
  const layers = linen ? 3 : 4;
  const x0 = 500 - w / 2;
  const out = [floorShadow(p, 500, w, F, 0.06)];
  for (let i = 0; i < layers; i++) {
    const y = F - (i + 1) * layer;
    const inset = i * 6;
    out.push(
      rect(
        x0 + inset,
        y,
        w - 2 * inset,
        layer + 4,
        p.linear([
          [0, shade(c, 0.14)],
          [0.5, c],
          [1, shade(c, -0.16)],
        ]),
        layer / 2.2,
      ),
    );
    out.push(
      line(
        x0 + inset + 30,
        y + layer * 0.55,
        x0 + w - inset - 30,
        y + layer * 0.55,
        shade(c, -0.12),
        2,
        'opacity="0.45"',
      ),
    );
    if (!linen && spec.style % 2 === 0)
      out.push(rect(x0 + w * 0.72, y + 2, 26, layer, a, 0, 'opacity="0.55"'));
  }
  const top = F - layers * layer;
  if (!linen) {
    for (let x = x0 + 30; x < x0 + w - 30; x += 12)
      out.push(line(x, F + 2, x + 2, F + 24, shade(c, -0.05), 3));
  } else {
    out.push(
      rect(
        x0 + 90,
        top - 110,
        w - 180,
        118,
        p.linear([
          [0, shade(c, 0.2)],
          [1, shade(c, -0.08)],
        ]),
        40,
      ),
    );
    out.push(rect(x0 + 90, top - 30, w - 180, 10, shade(c, -0.1), 3, 'opacity="0.5"'));
  }
  if (spec.style % 4 === 3) out.push(rect(x0, top + 6, w, 10, mix(c, '#FFFFFF', 0.5), 3, 'opacity="0.6"'));
  p.bounds(x0, linen ? top - 110 : top, x0 + w, F);
  return out.join('');
}

/** A curtain panel on a rod with soft vertical folds. */
export function drawCurtain(spec: DrawSpec, p: Paint): string {
  const c = solid(spec.color);
  const x0 = 290;
  const w = 420;
  const top = 150;
  const bottom = F + 10;
  const folds: [number, string][] = [];
  const n = 7;
  for (let i = 0; i <= n * 2; i++) folds.push([i / (n * 2), i % 2 === 0 ? shade(c, 0.14) : shade(c, -0.14)]);
  const out = [
    line(220, top - 10, 780, top - 10, shade(spec.accent, -0.1), 10),
    ellipse(220, top - 10, 12, 12, spec.accent),
    ellipse(780, top - 10, 12, 12, spec.accent),
  ];
  for (let i = 0; i < 8; i++)
    out.push(
      ellipse(
        x0 + 20 + (i * (w - 40)) / 7,
        top - 10,
        12,
        12,
        'none',
        `stroke="${spec.accent}" stroke-width="4"`,
      ),
    );
  out.push(
    path(
      `M${x0} ${top} L${x0 + w} ${top} L${x0 + w + 20} ${bottom} Q500 ${bottom + 16} ${x0 - 20} ${bottom} Z`,
      p.linear(folds, 0, 0, 1, 0),
      'opacity="0.94"',
    ),
  );
  out.push(rect(x0, top, w, 40, shade(c, -0.05), 0, 'opacity="0.35"'));
  p.bounds(208, top - 22, 792, bottom + 16);
  return out.join('');
}
