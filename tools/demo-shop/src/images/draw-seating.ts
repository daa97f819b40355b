import type { DrawSpec } from '../generate/model.ts';
import type { Paint } from './svg-kit.ts';
import { fitScale, floorShadow, FLOOR_Y, leg, path, r1, rect, shade, topRounded } from './svg-kit.ts';

const F = FLOOR_Y;

/** Sofas, outdoor sofas and armchairs: arms, back cushions, seat cushions, base and legs. */
export function drawSofa(spec: DrawSpec, p: Paint, kind: 'sofa' | 'armchair' | 'outdoor'): string {
  const fallback = kind === 'armchair' ? { width: 80, height: 82 } : { width: 220, height: 80 };
  const box = kind === 'armchair' ? [520, 520] : [860, 440];
  const { s, w, h } = fitScale(spec.size, fallback, box[0] as number, box[1] as number);
  const width = spec.size?.width ?? fallback.width;
  const c = spec.color;
  const x0 = 500 - w / 2;
  const x1 = 500 + w / 2;
  const style = spec.style % 4;
  const outdoor = kind === 'outdoor';
  const wing = kind === 'armchair' && style === 1;
  const legH = outdoor ? 6 * s : style === 2 ? 4 * s : 14 * s;
  const yb = F - legH;
  const seatTop = F - 44 * s;
  const armTop = F - (outdoor ? 60 : style === 3 ? 56 : 63) * s;
  const backTop = F - h;
  const armW = (outdoor ? 10 : style === 3 ? 12 : kind === 'armchair' ? 16 : 19) * s;
  const frame = outdoor ? spec.accent : c;
  const out: string[] = [floorShadow(p, 500, w * 0.95)];

  // Legs (behind the base).
  if (!outdoor && style !== 2) {
    const lw = style === 1 ? 3.2 * s : 5 * s;
    out.push(
      leg(p, x0 + armW * 0.55, yb - 4, F, lw, spec.accent, -2 * s),
      leg(p, x1 - armW * 0.55, yb - 4, F, lw, spec.accent, 2 * s),
    );
    if (width > 200) out.push(leg(p, 500, yb - 4, F - 1, lw, shade(spec.accent, -0.2)));
  }
  // Back and wings.
  const backInset = wing ? armW * 0.2 : armW * 0.55;
  out.push(
    rect(
      x0 + backInset,
      backTop,
      w - 2 * backInset,
      seatTop - backTop + 20 * s,
      p.volume(shade(c, -0.06), 0.06, 0.2),
      14 * s,
    ),
  );
  if (outdoor) {
    for (let x = x0 + backInset + 6 * s; x < x1 - backInset - 4 * s; x += 9 * s)
      out.push(rect(x, backTop + 4 * s, 5 * s, seatTop - backTop, p.volume(frame, 0.08, 0.12), 1.5 * s));
  }
  // Back cushions.
  const seats = kind === 'armchair' ? 1 : width < 200 ? 2 : width < 245 ? 3 : 4;
  const inner0 = x0 + armW;
  const innerW = w - 2 * armW;
  const gap = 3 * s;
  const cushionW = (innerW - gap * (seats - 1)) / seats;
  const backCushionTop = backTop + (wing ? 14 : 6) * s;
  for (let i = 0; i < seats; i++) {
    const x = inner0 + i * (cushionW + gap);
    out.push(
      rect(
        x,
        backCushionTop,
        cushionW,
        seatTop - backCushionTop + 6 * s,
        p.linear([
          [0, shade(c, 0.14)],
          [0.7, shade(c, 0.02)],
          [1, shade(c, -0.1)],
        ]),
        11 * s,
      ),
    );
    out.push(
      rect(
        x + cushionW * 0.12,
        backCushionTop + 4 * s,
        cushionW * 0.76,
        3 * s,
        shade(c, 0.22),
        1.5 * s,
        'opacity="0.5"',
      ),
    );
  }
  // Base under the seat.
  out.push(
    rect(
      inner0 - 2,
      seatTop + 10 * s,
      innerW + 4,
      yb - seatTop - 10 * s,
      p.volume(shade(frame, -0.12), 0.02, 0.12),
      3 * s,
    ),
  );
  // Seat cushions: a lit top band and the front face.
  for (let i = 0; i < seats; i++) {
    const x = inner0 + i * (cushionW + gap);
    out.push(rect(x - 1, seatTop - 6 * s, cushionW + 2, 9 * s, shade(c, 0.18), 5 * s));
    out.push(
      rect(
        x,
        seatTop,
        cushionW,
        15 * s,
        p.linear([
          [0, shade(c, 0.06)],
          [1, shade(c, -0.12)],
        ]),
        5 * s,
      ),
    );
  }
  // Arms in front.
  for (const [ax, dir] of [
    [x0, 1],
    [x1 - armW, -1],
  ] as const) {
    if (outdoor) {
      out.push(rect(ax, armTop, armW, yb - armTop, p.volume(frame, 0.1, 0.16), 2 * s));
      out.push(rect(ax - 2 * s, armTop - 3 * s, armW + 4 * s, 5 * s, shade(frame, 0.15), 2 * s));
      continue;
    }
    const top = wing ? backTop + 4 * s : armTop;
    const rx = style === 0 ? armW * 0.5 : style === 3 ? 3 * s : 6 * s;
    const grad = p.linear(
      dir === 1
        ? [
            [0, shade(c, -0.1)],
            [0.35, shade(c, 0.12)],
            [1, shade(c, -0.04)],
          ]
        : [
            [0, shade(c, -0.04)],
            [0.65, shade(c, 0.08)],
            [1, shade(c, -0.16)],
          ],
      0,
      0,
      1,
      0,
    );
    if (style === 3) {
      out.push(rect(ax, top, armW, 6 * s, p.volume(spec.accent), 3 * s));
      out.push(
        rect(ax + armW * 0.3, top + 5 * s, armW * 0.4, yb - top, p.volume(spec.accent, 0.05, 0.2), 2 * s),
      );
    } else {
      out.push(topRounded(ax, top, armW, yb - top, rx, 3 * s, grad));
      out.push(
        topRounded(
          ax,
          top,
          armW,
          yb - top,
          rx,
          3 * s,
          p.linear([
            [0, '#000000', 0],
            [0.75, '#000000', 0],
            [1, '#000000', 0.12],
          ]),
        ),
      );
    }
  }
  // Outdoor: slatted skirt.
  if (outdoor) {
    for (let x = inner0; x < inner0 + innerW; x += 10 * s)
      out.push(rect(x, seatTop + 16 * s, 7 * s, yb - seatTop - 16 * s, p.volume(frame, 0.06, 0.14), 1 * s));
  }
  p.bounds(x0, backTop, x1, F);
  return out.join('');
}

/** A dining chair in front view: back rail and spindles, seat with a lit top, splayed legs. */
export function drawChair(spec: DrawSpec, p: Paint): string {
  const { s, w, h } = fitScale(spec.size, { width: 50, height: 80 }, 380, 620);
  const c = spec.color;
  const x0 = 500 - w / 2;
  const seatY = F - 46 * s;
  const top = F - h;
  const style = spec.style % 4;
  const out = [floorShadow(p, 500, w * 1.05, F, 0.12)];
  const lw = 4 * s;
  const back = shade(c, -0.25);
  out.push(
    leg(p, x0 + 9 * s, seatY, F - 10 * s, lw * 0.9, back),
    leg(p, x0 + w - 9 * s, seatY, F - 10 * s, lw * 0.9, back),
  );
  // Back posts and rails.
  out.push(
    rect(x0 + 3 * s, top + 6 * s, lw, seatY - top, p.volume(c)),
    rect(x0 + w - 3 * s - lw, top + 6 * s, lw, seatY - top, p.volume(c)),
  );
  if (style === 1) {
    out.push(
      path(
        `M${r1(x0)} ${r1(top + 10 * s)} Q500 ${r1(top - 8 * s)} ${r1(x0 + w)} ${r1(top + 10 * s)} L${r1(x0 + w - 2 * s)} ${r1(top + 30 * s)} Q500 ${r1(top + 14 * s)} ${r1(x0 + 2 * s)} ${r1(top + 30 * s)} Z`,
        p.volume(c, 0.15, 0.1),
      ),
    );
  } else if (style === 2) {
    for (let i = 0; i < 3; i++)
      out.push(rect(x0 + 2 * s, top + (8 + i * 11) * s, w - 4 * s, 5 * s, p.volume(c), 2 * s));
  } else {
    out.push(rect(x0, top + 4 * s, w, 8 * s, p.volume(c, 0.15, 0.1), 4 * s));
    const spindles = style === 0 ? 5 : 3;
    for (let i = 1; i <= spindles; i++)
      out.push(
        rect(
          x0 + (w * i) / (spindles + 1) - 1.3 * s,
          top + 12 * s,
          2.6 * s,
          seatY - top - 12 * s,
          p.volume(c, 0.08, 0.12),
        ),
      );
  }
  // Seat: top surface and front edge.
  const seatColor = style === 3 ? spec.accent : c;
  out.push(
    path(
      `M${r1(x0 + 4 * s)} ${r1(seatY - 10 * s)} L${r1(x0 + w - 4 * s)} ${r1(seatY - 10 * s)} L${r1(x0 + w + 2 * s)} ${r1(seatY)} L${r1(x0 - 2 * s)} ${r1(seatY)} Z`,
      shade(seatColor, 0.14),
    ),
  );
  out.push(rect(x0 - 2 * s, seatY, w + 4 * s, 5 * s, p.volume(seatColor, 0.02, 0.18), 1.5 * s));
  out.push(
    leg(p, x0 + 3 * s, seatY + 4 * s, F, lw, c, -3 * s),
    leg(p, x0 + w - 3 * s, seatY + 4 * s, F, lw, c, 3 * s),
  );
  out.push(rect(x0 + 4 * s, F - 22 * s, w - 8 * s, 2 * s, shade(c, -0.1), 1 * s, 'opacity="0.8"'));
  p.bounds(x0 - 6 * s, top, x0 + w + 6 * s, F);
  return out.join('');
}

/** A bench: thick seat slab with end grain, splayed legs and a stretcher. */
export function drawBench(spec: DrawSpec, p: Paint): string {
  const { s, w, h } = fitScale(spec.size, { width: 160, height: 45 }, 780, 320);
  const c = spec.color;
  const x0 = 500 - w / 2;
  const seatY = F - h;
  const out = [floorShadow(p, 500, w, F, 0.06)];
  const inset = 14 * s;
  out.push(
    leg(p, x0 + inset + 6 * s, seatY, F - 8 * s, 4 * s, shade(c, -0.22), 2 * s),
    leg(p, x0 + w - inset - 6 * s, seatY, F - 8 * s, 4 * s, shade(c, -0.22), -2 * s),
  );
  out.push(
    path(
      `M${r1(x0 + 6 * s)} ${r1(seatY - 12 * s)} L${r1(x0 + w - 6 * s)} ${r1(seatY - 12 * s)} L${r1(x0 + w)} ${r1(seatY)} L${r1(x0)} ${r1(seatY)} Z`,
      p.linear([
        [0, shade(c, 0.05)],
        [1, shade(c, 0.2)],
      ]),
    ),
  );
  out.push(rect(x0, seatY, w, 4.5 * s, p.volume(c, 0.04, 0.2), 1.2 * s));
  out.push(
    leg(p, x0 + inset, seatY + 4 * s, F, 5 * s, c, -5 * s),
    leg(p, x0 + w - inset, seatY + 4 * s, F, 5 * s, c, 5 * s),
  );
  out.push(rect(x0 + inset, F - 16 * s, w - 2 * inset, 2.4 * s, shade(c, -0.12), 1 * s));
  if (spec.style % 2 === 1)
    out.push(rect(x0 + w * 0.08, seatY - 15 * s, w * 0.84, 5 * s, p.volume('#EEE6D8', 0.05, 0.12), 2.5 * s));
  p.bounds(x0 - 5 * s, seatY - 15 * s, x0 + w + 5 * s, F);
  return out.join('');
}
