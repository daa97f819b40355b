import type { DrawSpec } from '../generate/model.ts';
import type { Paint } from './svg-kit.ts';
import { ellipse, fitScale, floorShadow, FLOOR_Y, leg, luminance, path, r1, rect, shade } from './svg-kit.ts';

const F = FLOOR_Y;

/** Very light colours get a touch of grey so that white furniture still reads on the light background. */
export function solid(color: string): string {
  return luminance(color) > 0.86 ? shade(color, -0.07) : color;
}

/** Coffee, dining and outdoor tables: round (pedestal) or rectangular tops with legs. */
export function drawTable(spec: DrawSpec, p: Paint, kind: 'coffee' | 'dining' | 'outdoor'): string {
  const fallback =
    kind === 'coffee'
      ? { width: 110, height: 42 }
      : kind === 'dining'
        ? { width: 200, height: 74 }
        : { width: 160, height: 73 };
  const box = kind === 'coffee' ? [760, 330] : [840, 520];
  const { s, w, h } = fitScale(spec.size, fallback, box[0] as number, box[1] as number);
  const c = solid(spec.color);
  const width = spec.size?.width ?? fallback.width;
  const round = kind !== 'outdoor' && (spec.style % 4 === 1 || width < 125);
  const x0 = 500 - w / 2;
  const topY = F - h;
  const thick = (kind === 'coffee' ? 4 : 3.5) * s;
  const depth = round ? w * 0.2 : Math.min(70, w * 0.09);
  const legColor = kind === 'outdoor' ? c : spec.style % 4 === 2 ? solid(spec.accent) : c;
  const topColor = kind === 'outdoor' ? (spec.accent === '#2E2D2B' ? '#A8784A' : spec.accent) : c;
  const out = [floorShadow(p, 500, w * 0.92, F, round ? 0.1 : 0.07)];
  if (round) {
    const baseW = w * 0.34;
    out.push(ellipse(500, F - 2, baseW / 2, baseW * 0.1, p.volume(shade(legColor, -0.05))));
    out.push(
      path(
        `M${r1(500 - w * 0.07)} ${r1(topY + thick)} L${r1(500 + w * 0.07)} ${r1(topY + thick)} L${r1(500 + w * 0.11)} ${r1(F - 6)} L${r1(500 - w * 0.11)} ${r1(F - 6)} Z`,
        p.cylinder(legColor),
      ),
    );
    out.push(ellipse(500, topY + thick, w / 2, depth / 2, shade(topColor, -0.22)));
    out.push(rect(x0, topY, w, thick, p.cylinder(topColor, 0.7)));
    out.push(
      ellipse(
        500,
        topY,
        w / 2,
        depth / 2,
        p.linear([
          [0, shade(topColor, 0.02)],
          [1, shade(topColor, 0.2)],
        ]),
      ),
    );
    out.push(
      ellipse(500 - w * 0.12, topY - depth * 0.08, w * 0.22, depth * 0.16, '#FFFFFF', 'opacity="0.12"'),
    );
    p.bounds(x0, topY - depth / 2, x0 + w, F);
    return out.join('');
  }
  const inset = (kind === 'coffee' ? 8 : 10) * s;
  const lw = (kind === 'coffee' ? 4.5 : 5) * s;
  // Back legs, then the top surface, edge and front legs.
  out.push(
    leg(p, x0 + inset + 8 * s, topY + thick, F - depth * 0.5, lw * 0.9, shade(legColor, -0.25)),
    leg(p, x0 + w - inset - 8 * s, topY + thick, F - depth * 0.5, lw * 0.9, shade(legColor, -0.25)),
  );
  if (kind === 'coffee' && spec.style % 4 === 2)
    out.push(rect(x0 + inset, F - h * 0.35, w - 2 * inset, 2.5 * s, p.volume(c, 0.1, 0.2), 1 * s));
  out.push(
    path(
      `M${r1(x0 + depth * 0.55)} ${r1(topY - depth)} L${r1(x0 + w - depth * 0.55)} ${r1(topY - depth)} L${r1(x0 + w)} ${r1(topY)} L${r1(x0)} ${r1(topY)} Z`,
      p.linear([
        [0, shade(topColor, 0)],
        [1, shade(topColor, 0.2)],
      ]),
    ),
  );
  if (kind === 'outdoor') {
    for (let x = x0 + 12; x < x0 + w - 10; x += 11 * s)
      out.push(
        path(
          `M${r1(x)} ${r1(topY)} L${r1(x + depth * 0.5 * ((x - 500) / (w / 2)))} ${r1(topY - depth)}`,
          'none',
          `stroke="${shade(topColor, -0.25)}" stroke-width="2" opacity="0.6"`,
        ),
      );
  } else {
    out.push(
      path(
        `M${r1(x0 + w * 0.15)} ${r1(topY - depth * 0.45)} Q500 ${r1(topY - depth * 0.62)} ${r1(x0 + w * 0.85)} ${r1(topY - depth * 0.4)}`,
        'none',
        `stroke="${shade(topColor, -0.12)}" stroke-width="2" opacity="0.35"`,
      ),
    );
  }
  out.push(rect(x0, topY, w, thick, p.volume(topColor, 0.02, 0.22), 1.5 * s));
  const splay = spec.style % 4 === 3 ? 4 * s : 0;
  out.push(
    leg(p, x0 + inset, topY + thick, F, lw, legColor, -splay),
    leg(p, x0 + w - inset, topY + thick, F, lw, legColor, splay),
  );
  if (kind !== 'coffee')
    out.push(rect(x0 + inset, topY + thick, w - 2 * inset, 5 * s, p.volume(shade(legColor, -0.08), 0, 0.15)));
  p.bounds(x0 - splay, topY - depth, x0 + w + splay, F);
  return out.join('');
}

/** A bed: upholstered or wooden headboard, frame, mattress, duvet and pillows. */
export function drawBed(spec: DrawSpec, p: Paint): string {
  const { s, w } = fitScale(spec.size, { width: 170, height: 110 }, 820, 480);
  const c = solid(spec.color);
  const x0 = 500 - w / 2;
  const height = spec.size?.height ?? 110;
  const headTop = F - height * s;
  const frameTop = F - 40 * s;
  const out = [floorShadow(p, 500, w * 0.95, F, 0.07)];
  const upholstered = spec.style % 2 === 0;
  out.push(
    leg(p, x0 + 8 * s, frameTop, F, 5 * s, spec.accent),
    leg(p, x0 + w - 8 * s, frameTop, F, 5 * s, spec.accent),
  );
  // Headboard.
  out.push(
    rect(x0, headTop, w, frameTop - headTop + 10 * s, p.volume(c, 0.12, 0.12), upholstered ? 14 * s : 3 * s),
  );
  if (upholstered) {
    const panels = spec.style % 4 === 0 ? 4 : 1;
    for (let i = 1; i < panels; i++)
      out.push(
        rect(
          x0 + (w * i) / panels - 1,
          headTop + 6 * s,
          2,
          frameTop - headTop - 6 * s,
          shade(c, -0.15),
          1,
          'opacity="0.6"',
        ),
      );
  } else {
    for (let i = 1; i < 8; i++)
      out.push(
        rect(
          x0 + (w * i) / 8 - 1,
          headTop + 4 * s,
          2,
          frameTop - headTop,
          shade(c, -0.2),
          1,
          'opacity="0.4"',
        ),
      );
  }
  // Pillows, mattress, duvet, frame.
  const linen = '#F6F3EE';
  const mattressTop = frameTop - 22 * s;
  for (const x of [x0 + w * 0.08, x0 + w * 0.53])
    out.push(rect(x, mattressTop - 24 * s, w * 0.39, 30 * s, p.volume(linen, 0.05, 0.1), 10 * s));
  out.push(rect(x0 + 4 * s, mattressTop, w - 8 * s, 16 * s, p.volume('#FBFAF7', 0, 0.08), 5 * s));
  const duvet = shade(spec.accent === '#2E2D2B' ? '#D9D4CB' : '#E7E0D5', 0);
  out.push(
    path(
      `M${r1(x0 - 3 * s)} ${r1(mattressTop - 2 * s)} Q500 ${r1(mattressTop - 10 * s)} ${r1(x0 + w + 3 * s)} ${r1(mattressTop - 2 * s)} L${r1(x0 + w + 5 * s)} ${r1(frameTop + 8 * s)} L${r1(x0 - 5 * s)} ${r1(frameTop + 8 * s)} Z`,
      p.volume(duvet, 0.08, 0.12),
    ),
  );
  out.push(
    rect(x0 - 2 * s, frameTop + 2 * s, w + 4 * s, 16 * s, p.volume(shade(c, -0.05), 0.05, 0.2), 3 * s),
  );
  p.bounds(x0 - 5 * s, headTop, x0 + w + 5 * s, F);
  return out.join('');
}
