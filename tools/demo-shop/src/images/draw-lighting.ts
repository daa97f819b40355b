import type { DrawSpec } from '../generate/model.ts';
import { solid } from './draw-tables.ts';
import type { Paint } from './svg-kit.ts';
import { ellipse, floorShadow, FLOOR_Y, line, path, r1, rect, shade } from './svg-kit.ts';

const F = FLOOR_Y;
const LINEN = '#EFE8DC';

/** A lamp shade centred at cx with its top at y: dome, globe, pleated cone or woven basket. */
function shadeShape(p: Paint, style: number, cx: number, y: number, w: number, color: string): string {
  const c = solid(color);
  const out: string[] = [];
  switch (style % 4) {
    case 0: {
      out.push(ellipse(cx, y + w * 0.42, w * 0.3, w * 0.05, '#FFF4D6', 'opacity="0.9"'));
      out.push(
        path(
          `M${r1(cx - w / 2)} ${r1(y + w * 0.42)} C${r1(cx - w / 2)} ${r1(y - w * 0.05)} ${r1(cx + w / 2)} ${r1(y - w * 0.05)} ${r1(cx + w / 2)} ${r1(y + w * 0.42)} Z`,
          p.cylinder(c, 1.2),
        ),
      );
      out.push(
        ellipse(
          cx,
          y + w * 0.42,
          w / 2,
          w * 0.06,
          p.linear([
            [0, '#FFF6DD'],
            [1, shade(c, -0.2)],
          ]),
        ),
      );
      out.push(ellipse(cx, y + w * 0.43, w * 0.14, w * 0.03, '#FFFBEA'));
      break;
    }
    case 1: {
      const glass = p.radial(
        [
          [0, '#FFFDF5'],
          [0.55, shade(c, 0.75)],
          [1, shade(c, 0.35)],
        ],
        0.42,
        0.38,
        0.6,
      );
      out.push(ellipse(cx, y + w * 0.45, w * 0.45, w * 0.45, glass));
      out.push(ellipse(cx - w * 0.14, y + w * 0.28, w * 0.1, w * 0.06, '#FFFFFF', 'opacity="0.55"'));
      out.push(rect(cx - w * 0.06, y - w * 0.03, w * 0.12, w * 0.05, p.volume(shade(c, -0.2)), 2));
      break;
    }
    case 2: {
      const d = `M${r1(cx - w * 0.18)} ${r1(y)} L${r1(cx + w * 0.18)} ${r1(y)} L${r1(cx + w / 2)} ${r1(y + w * 0.5)} L${r1(cx - w / 2)} ${r1(y + w * 0.5)} Z`;
      out.push(path(d, p.cylinder(mixPaper(c), 0.8)));
      for (let i = 1; i < 12; i++) {
        const t = i / 12;
        out.push(
          line(
            cx - w * 0.18 + w * 0.36 * t,
            y,
            cx - w / 2 + w * t,
            y + w * 0.5,
            shade(mixPaper(c), -0.15),
            1.5,
            'opacity="0.5"',
          ),
        );
      }
      out.push(ellipse(cx, y + w * 0.5, w / 2, w * 0.04, '#FFF4D6'));
      break;
    }
    default: {
      const d = `M${r1(cx - w * 0.25)} ${r1(y)} L${r1(cx + w * 0.25)} ${r1(y)} Q${r1(cx + w * 0.55)} ${r1(y + w * 0.2)} ${r1(cx + w * 0.45)} ${r1(y + w * 0.5)} L${r1(cx - w * 0.45)} ${r1(y + w * 0.5)} Q${r1(cx - w * 0.55)} ${r1(y + w * 0.2)} ${r1(cx - w * 0.25)} ${r1(y)} Z`;
      out.push(path(d, p.cylinder('#C9A26B', 1)));
      const weave: string[] = [];
      for (let i = 1; i < 9; i++)
        weave.push(
          line(
            cx - w * 0.6,
            y + (w * 0.5 * i) / 9,
            cx + w * 0.6,
            y + (w * 0.5 * i) / 9,
            '#9C7644',
            2,
            'opacity="0.45"',
          ),
        );
      for (let i = -6; i <= 6; i++)
        weave.push(
          line(cx + i * w * 0.045, y, cx + i * w * 0.085, y + w * 0.5, '#9C7644', 2, 'opacity="0.4"'),
        );
      out.push(`<g ${p.clip(path(d, '#000'))}>${weave.join('')}</g>`);
      out.push(ellipse(cx, y + w * 0.5, w * 0.45, w * 0.04, '#FFF4D6'));
    }
  }
  return out.join('');
}

function mixPaper(c: string): string {
  return shade(c, 0.35);
}

export function drawCeilingLamp(spec: DrawSpec, p: Paint): string {
  const w = 260 + Math.min(1, (spec.size?.width ?? 40) / 45) * 300;
  const y = 360 - w * 0.2;
  const glow = p.radial([
    [0, '#FFE9B8', 0.35],
    [1, '#FFE9B8', 0],
  ]);
  return [
    ellipse(500, y + w * 0.6, w * 0.7, w * 0.25, glow),
    rect(470, 0, 60, 12, shade(spec.accent, -0.1), 3),
    line(500, 10, 500, y + 4, '#2E2D2B', 3),
    shadeShape(p, spec.style, 500, y, w, spec.color),
  ].join('');
}

export function drawFloorLamp(spec: DrawSpec, p: Paint): string {
  const c = solid(spec.color);
  const pole = spec.style % 2 === 0 ? c : spec.accent;
  const out = [floorShadow(p, 500, 180, F, 0.12)];
  if (spec.style % 4 === 3) {
    out.push(
      line(500, 330, 400, F, spec.accent, 10),
      line(500, 330, 600, F, spec.accent, 10),
      line(500, 330, 510, F - 10, shade(spec.accent, -0.2), 9),
    );
  } else {
    out.push(ellipse(500, F - 6, 95, 16, p.volume(shade(pole, -0.1), 0.1, 0.2)));
    out.push(rect(494, 300, 12, F - 306, p.cylinder(pole)));
  }
  const shadeW = 240;
  if (spec.style % 4 === 1) {
    out.push(
      path('M506 310 Q520 170 640 160', 'none', `stroke="${pole}" stroke-width="10" stroke-linecap="round"`),
    );
    out.push(shadeShape(p, 0, 660, 150, 200, c));
  } else {
    out.push(
      path(
        `M${500 - shadeW * 0.36} 160 L${500 + shadeW * 0.36} 160 L${500 + shadeW / 2} 330 L${500 - shadeW / 2} 330 Z`,
        p.cylinder(spec.style % 4 === 2 ? c : LINEN, 0.7),
      ),
    );
    out.push(ellipse(500, 330, shadeW / 2, 10, '#FFF4D6', 'opacity="0.85"'));
  }
  p.bounds(spec.style % 4 === 1 ? 400 : 380, 150, spec.style % 4 === 1 ? 760 : 620, F);
  return out.join('');
}

export function drawTableLamp(spec: DrawSpec, p: Paint): string {
  const c = solid(spec.color);
  const out = [floorShadow(p, 500, 300, F, 0.08)];
  const style = spec.style % 4;
  const baseTop = 480;
  if (style === 0) {
    out.push(
      path(
        `M430 ${F} C360 ${F - 120} 380 ${baseTop + 40} 470 ${baseTop} L530 ${baseTop} C620 ${baseTop + 40} 640 ${F - 120} 570 ${F} Z`,
        p.cylinder(c),
      ),
    );
  } else if (style === 1) {
    out.push(
      ellipse(
        500,
        680,
        125,
        120,
        p.radial(
          [
            [0, shade(c, 0.25)],
            [0.7, c],
            [1, shade(c, -0.25)],
          ],
          0.38,
          0.35,
          0.7,
        ),
      ),
    );
    out.push(rect(480, baseTop, 40, 80, p.cylinder(shade(spec.accent, 0)), 4));
  } else if (style === 2) {
    out.push(rect(440, baseTop + 20, 120, F - baseTop - 20, p.cylinder(c), 14));
  } else {
    out.push(ellipse(500, F - 8, 90, 16, p.volume(c)));
    out.push(rect(492, 420, 16, F - 428, p.cylinder(c)));
    out.push(
      path('M360 440 C360 300 640 300 640 440 Z', p.cylinder(c, 1.1)),
      ellipse(500, 440, 140, 14, '#FFF4D6'),
    );
    p.bounds(360, 330, 640, F);
    return out.join('');
  }
  out.push(rect(494, 400, 12, baseTop - 400 + 4, '#B8975A'));
  out.push(
    path('M395 250 L605 250 L650 430 L350 430 Z', p.cylinder(LINEN, 0.7)),
    ellipse(500, 430, 150, 9, '#FFF4D6', 'opacity="0.85"'),
  );
  p.bounds(350, 250, 650, F);
  return out.join('');
}
