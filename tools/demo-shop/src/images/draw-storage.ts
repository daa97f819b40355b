import type { DrawSpec } from '../generate/model.ts';
import { solid } from './draw-tables.ts';
import type { Paint } from './svg-kit.ts';
import { ellipse, fitScale, floorShadow, FLOOR_Y, leg, mix, r1, rect, shade } from './svg-kit.ts';

const F = FLOOR_Y;
type Front = 'doors' | 'drawers' | 'fluted' | 'bedside' | 'glass';

interface CaseOptions {
  fallback: { width: number; height: number };
  box: [number, number];
  front: Front;
  /** Count of doors or drawer rows. */
  count: number;
  legs: number;
}

/** Cabinets, dressers, wardrobes, bedside tables and TV benches: a lit top, fronts, handles and legs. */
export function drawCase(spec: DrawSpec, p: Paint, o: CaseOptions): string {
  const { s, w, h } = fitScale(spec.size, o.fallback, o.box[0], o.box[1]);
  const c = solid(spec.color);
  const x0 = 500 - w / 2;
  const legH = o.legs * s;
  const top = F - h;
  const bodyH = h - legH;
  const out = [floorShadow(p, 500, w * 0.95, F, 0.06)];
  if (legH > 0) {
    const inset = Math.min(10 * s, w * 0.08);
    out.push(
      leg(p, x0 + inset, top + bodyH - 2, F, 3.5 * s, spec.accent, -2 * s),
      leg(p, x0 + w - inset, top + bodyH - 2, F, 3.5 * s, spec.accent, 2 * s),
    );
  } else {
    out.push(rect(x0 + 3 * s, F - 7 * s, w - 6 * s, 7 * s, shade(c, -0.3)));
  }
  const bodyBottom = legH > 0 ? top + bodyH : F - 7 * s;
  out.push(rect(x0, top + 4 * s, w, bodyBottom - top - 4 * s, p.volume(c, 0.06, 0.12), 1.5 * s));
  out.push(rect(x0 - 1 * s, top, w + 2 * s, 4 * s, p.volume(shade(c, 0.1), 0.1, 0.1), 1 * s));
  const m = 3 * s;
  const fx = x0 + m;
  const fy = top + 4 * s + m;
  const fw = w - 2 * m;
  const fh = bodyBottom - fy - m;
  const gapLine = shade(c, -0.28);
  if (o.front === 'drawers') {
    const cols = fw > 120 * s ? 2 : 1;
    for (let col = 0; col < cols; col++) {
      for (let row = 0; row < o.count; row++) {
        const dx = fx + (col * fw) / cols;
        const dy = fy + (row * fh) / o.count;
        out.push(
          rect(
            dx + 1,
            dy + 1,
            fw / cols - 2,
            fh / o.count - 2,
            p.volume(c, 0.08, 0.08),
            1 * s,
            `stroke="${gapLine}" stroke-opacity="0.5" stroke-width="1.5"`,
          ),
        );
        out.push(
          ellipse(
            dx + fw / cols / 2,
            dy + fh / o.count / 2,
            2.2 * s,
            2.2 * s,
            p.volume(mix(spec.accent, c, 0.15), 0.2, 0.2),
          ),
        );
      }
    }
  } else if (o.front === 'bedside') {
    out.push(
      rect(
        fx,
        fy,
        fw,
        fh * 0.38,
        p.volume(c, 0.08, 0.08),
        1 * s,
        `stroke="${gapLine}" stroke-opacity="0.5" stroke-width="1.5"`,
      ),
    );
    out.push(rect(fx + fw * 0.35, fy + fh * 0.17, fw * 0.3, 1.6 * s, shade(spec.accent, -0.1), 0.8 * s));
    out.push(
      rect(
        fx,
        fy + fh * 0.44,
        fw,
        fh * 0.56,
        p.linear([
          [0, shade(c, -0.42)],
          [1, shade(c, -0.25)],
        ]),
      ),
    );
    out.push(
      rect(fx + fw * 0.12, fy + fh * 0.76, fw * 0.5, fh * 0.24, p.volume('#C9B99E', 0.05, 0.15), 1 * s),
    );
    out.push(
      rect(fx + fw * 0.14, fy + fh * 0.68, fw * 0.44, fh * 0.08, p.volume('#7A8B6F', 0.05, 0.15), 1 * s),
    );
  } else {
    for (let i = 0; i < o.count; i++) {
      const dx = fx + (i * fw) / o.count;
      const dw = fw / o.count;
      if (o.front === 'glass') {
        out.push(
          rect(
            dx + 2,
            fy + 2,
            dw - 4,
            fh - 4,
            p.linear(
              [
                [0, '#DCE3E1'],
                [1, '#B7C2C0'],
              ],
              0,
              0,
              1,
              1,
            ),
            1 * s,
            `stroke="${shade(c, -0.1)}" stroke-width="${r1(2.5 * s)}"`,
          ),
        );
        for (let k = 1; k < 4; k++)
          out.push(rect(dx + 4, fy + (fh * k) / 4, dw - 8, 1.5 * s, shade(c, -0.05)));
        out.push(
          rect(dx + dw * 0.3, fy + fh / 4 - 10 * s, 6 * s, 10 * s, '#D9C8AE', 2 * s),
          rect(dx + dw * 0.55, fy + fh / 2 - 14 * s, 5 * s, 14 * s, '#7A8B6F', 2 * s),
        );
        out.push(rect(dx + dw * 0.1, fy + 3, dw * 0.18, fh - 6, '#FFFFFF', 0, 'opacity="0.18"'));
        continue;
      }
      out.push(
        rect(
          dx + 1,
          fy,
          dw - 2,
          fh,
          p.volume(c, 0.06, 0.1),
          1 * s,
          `stroke="${gapLine}" stroke-opacity="0.45" stroke-width="1.5"`,
        ),
      );
      if (o.front === 'fluted') {
        for (let x = dx + 4 * s; x < dx + dw - 3 * s; x += 3.2 * s)
          out.push(rect(x, fy + 2 * s, 1.6 * s, fh - 4 * s, shade(c, -0.14), 0.8 * s, 'opacity="0.55"'));
      }
      const hx = i % 2 === 0 ? dx + dw - 5 * s : dx + 4 * s;
      if (o.count === 1 || o.front === 'doors')
        out.push(
          rect(
            hx,
            fy + fh * (o.fallback.height > 150 ? 0.42 : 0.3),
            1.6 * s,
            Math.min(22 * s, fh * 0.25),
            p.volume(spec.accent, 0.2, 0.2),
            0.8 * s,
          ),
        );
    }
  }
  p.bounds(x0 - 2 * s, top, x0 + w + 2 * s, F);
  return out.join('');
}

/** An open shelf with books, a vase and a plant on the shelves. */
export function drawShelf(spec: DrawSpec, p: Paint): string {
  const { s, w, h } = fitScale(spec.size, { width: 90, height: 190 }, 560, 680);
  const c = solid(spec.color);
  const x0 = 500 - w / 2;
  const top = F - h;
  const shelves = h / s > 140 ? 5 : 3;
  const out = [floorShadow(p, 500, w, F, 0.06)];
  out.push(rect(x0, top, w, h, shade(c, -0.35)));
  out.push(
    rect(
      x0 + 2.5 * s,
      top,
      w - 5 * s,
      h,
      p.linear([
        [0, shade(c, -0.3)],
        [1, shade(c, -0.2)],
      ]),
    ),
  );
  const books = ['#C9B99E', '#7A8B6F', '#C0704F', '#5A7391', '#E4D5BC', '#3F5546', '#D9AE4A', '#8C8B87'];
  for (let i = 0; i <= shelves; i++) {
    const y = top + ((h - 3 * s) * i) / shelves;
    out.push(rect(x0, y, w, 3 * s, p.volume(c, 0.15, 0.1)));
    if (i === shelves) continue;
    const room = (h - 3 * s) / shelves - 3 * s;
    const floor = y + 3 * s + room;
    let x = x0 + 6 * s;
    const seed = (spec.style + i * 3) % books.length;
    const count = 4 + ((i + spec.style) % 4);
    for (let b = 0; b < count && x < x0 + w * 0.62; b++) {
      const bw = (2.6 + ((b + i) % 3)) * s;
      const bh = room * (0.62 + ((b * 7 + i) % 4) * 0.08);
      out.push(
        rect(
          x,
          floor - bh,
          bw,
          bh,
          p.volume(books[(seed + b) % books.length] as string, 0.08, 0.12),
          0.4 * s,
        ),
      );
      x += bw + 0.4 * s;
    }
    if (i % 2 === 0) {
      const vx = x0 + w * 0.78;
      out.push(
        rect(
          vx - 5 * s,
          floor - room * 0.45,
          10 * s,
          room * 0.45,
          p.cylinder(i === 0 ? '#C0704F' : '#E9E4DA'),
          4 * s,
        ),
      );
    } else {
      out.push(ellipse(x0 + w * 0.8, floor - room * 0.22, 8 * s, room * 0.22, p.volume('#6E8168', 0.1, 0.2)));
    }
  }
  out.push(
    rect(x0, top, 2.5 * s, h, p.volume(c, 0.1, 0.1)),
    rect(x0 + w - 2.5 * s, top, 2.5 * s, h, p.volume(c, 0.0, 0.2)),
  );
  p.bounds(x0, top, x0 + w, F);
  return out.join('');
}

export function drawStorage(spec: DrawSpec, p: Paint): string {
  const width = spec.size?.width ?? 0;
  switch (spec.kind) {
    case 'wardrobe':
      return drawCase(spec, p, {
        fallback: { width: 110, height: 200 },
        box: [560, 690],
        front: 'doors',
        count: width < 70 ? 1 : width < 130 ? 2 : 3,
        legs: 8,
      });
    case 'dresser':
      return drawCase(spec, p, {
        fallback: { width: 90, height: 82 },
        box: [640, 480],
        front: 'drawers',
        count: 3,
        legs: spec.style % 2 === 0 ? 12 : 0,
      });
    case 'bedside-table':
      return drawCase(spec, p, {
        fallback: { width: 45, height: 55 },
        box: [380, 420],
        front: 'bedside',
        count: 1,
        legs: 14,
      });
    case 'tv-bench':
      return drawCase(spec, p, {
        fallback: { width: 180, height: 50 },
        box: [820, 320],
        front: spec.style % 2 === 0 ? 'fluted' : 'doors',
        count: width > 190 ? 4 : 3,
        legs: 12,
      });
    default: {
      const tall = (spec.size?.height ?? 80) > 130;
      return drawCase(spec, p, {
        fallback: { width: 160, height: 82 },
        box: [780, tall ? 680 : 420],
        front: tall ? 'glass' : spec.style % 2 === 0 ? 'fluted' : 'doors',
        count: tall ? 2 : width > 150 ? 4 : 3,
        legs: tall ? 8 : 16,
      });
    }
  }
}
