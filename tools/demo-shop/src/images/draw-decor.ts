import type { DrawSpec } from '../generate/model.ts';
import { solid } from './draw-tables.ts';
import type { Paint } from './svg-kit.ts';
import { ellipse, floorShadow, FLOOR_Y, line, path, r1, rect, shade } from './svg-kit.ts';

const F = FLOOR_Y;

const VASES = [
  'M470 300 L530 300 L530 360 C640 420 650 560 610 690 C600 730 580 760 560 800 L440 800 C420 760 400 730 390 690 C350 560 360 420 470 360 Z',
  'M455 330 C455 300 545 300 545 330 C545 360 520 370 520 390 C640 430 690 560 630 700 C610 750 580 790 560 800 L440 800 C420 790 390 750 370 700 C310 560 360 430 480 390 C480 370 455 360 455 330 Z',
  'M400 330 L600 330 L600 800 L400 800 Z',
  'M440 350 C440 330 560 330 560 350 C650 420 680 600 600 760 C590 780 570 800 550 800 L450 800 C430 800 410 780 400 760 C320 600 350 420 440 350 Z',
];

export function drawVase(spec: DrawSpec, p: Paint): string {
  const c = solid(spec.color);
  const style = spec.style % 4;
  const out = [floorShadow(p, 500, 260, F, 0.1)];
  if (spec.style % 2 === 0) {
    out.push(path('M500 330 C490 230 470 160 430 100', 'none', 'stroke="#6B5B45" stroke-width="4"'));
    for (const [x, y, r] of [
      [470, 180, -30],
      [440, 120, -50],
      [490, 250, 20],
      [455, 150, 30],
    ] as const) {
      out.push(ellipse(x, y, 30, 11, '#7A8B6F', `transform="rotate(${r} ${x} ${y})"`));
    }
  }
  out.push(path(VASES[style] as string, p.cylinder(c)));
  out.push(
    path(VASES[style] as string, 'none', `stroke="${shade(c, -0.25)}" stroke-width="2" opacity="0.5"`),
  );
  const top = style === 2 ? 330 : style === 1 ? 310 : style === 0 ? 300 : 340;
  const half = style === 2 ? 100 : style === 3 ? 60 : style === 1 ? 45 : 30;
  out.push(ellipse(500, top, half, half * 0.18, shade(c, -0.35)));
  p.bounds(style === 2 ? 390 : 350, spec.style % 2 === 0 ? 100 : top - 10, style === 2 ? 610 : 690, F);
  return out.join('');
}

function candle(p: Paint, x: number, top: number, width: number): string {
  return [
    rect(x - width / 2, top, width, 150, p.cylinder('#F7F3EA', 0.6), 3),
    line(x, top, x, top - 12, '#3A2E22', 3),
    ellipse(
      x,
      top - 30,
      9,
      20,
      p.radial(
        [
          [0, '#FFF8E0'],
          [0.6, '#FFD27A'],
          [1, '#F2A93B', 0.8],
        ],
        0.5,
        0.6,
        0.6,
      ),
    ),
  ].join('');
}

export function drawCandleHolder(spec: DrawSpec, p: Paint): string {
  const c = solid(spec.color);
  const style = spec.style % 4;
  const out = [floorShadow(p, 500, 360, F, 0.07)];
  const holders =
    style === 1
      ? [
          [380, 0.6],
          [500, 1],
          [620, 0.8],
        ]
      : [[500, 1]];
  for (const [x, k] of holders as [number, number][]) {
    if (style === 2) {
      out.push(
        rect(
          x - 110,
          420,
          220,
          380,
          p.linear(
            [
              [0, '#E6ECEA', 0.7],
              [0.3, '#FFFFFF', 0.5],
              [1, '#C9D3D1', 0.7],
            ],
            0,
            0,
            1,
            0,
          ),
          20,
        ),
      );
      out.push(
        candle(p, x, 590, 70),
        rect(x - 110, 400, 220, 30, p.volume(c), 6),
        rect(x - 60, 370, 120, 30, 'none', 14, `stroke="${c}" stroke-width="8"`),
      );
      continue;
    }
    const h = 300 * k;
    const top = F - h;
    out.push(ellipse(x, F - 8, 60 * Math.max(k, 0.7), 14, p.volume(shade(c, -0.05))));
    const stem =
      style === 3
        ? `M${x - 70} ${F - 20} L${x + 70} ${F - 20} L${x + 50} ${F - 60} L${x - 50} ${F - 60} Z`
        : `M${x - 14} ${top + 30} L${x + 14} ${top + 30} Q${x + 8} ${top + h / 2} ${x + 24} ${F - 12} L${x - 24} ${F - 12} Q${x - 8} ${top + h / 2} ${x - 14} ${top + 30} Z`;
    out.push(path(stem, p.cylinder(c)));
    for (let k2 = 1; style === 0 && k2 < 4; k2++)
      out.push(ellipse(x, top + 30 + (h * k2) / 5, 18, 7, p.cylinder(c)));
    const cupY = style === 3 ? F - 90 : top;
    out.push(rect(x - 30, cupY, 60, 34, p.cylinder(c), 8));
    out.push(candle(p, x, cupY - 150, 30));
  }
  p.bounds(
    style === 1 ? 320 : style === 2 ? 390 : 430,
    style === 1 ? F - 480 : style === 2 ? 370 : style === 3 ? F - 300 : F - 480,
    style === 1 ? 680 : style === 2 ? 610 : 570,
    F,
  );
  return out.join('');
}

export function drawMirror(spec: DrawSpec, p: Paint): string {
  const frame = solid(spec.color);
  const tall = (spec.size?.height ?? 0) > 140;
  const style = spec.style % 3;
  const glass = p.linear(
    [
      [0, '#E8EEEE'],
      [0.5, '#C9D4D6'],
      [1, '#AFBDC1'],
    ],
    0,
    0,
    1,
    1,
  );
  const out: string[] = [];
  let shape: (inset: number, fill: string, extra?: string) => string;
  if (tall) {
    out.push(floorShadow(p, 520, 300, F, 0.06));
    shape = (i, f, e = '') =>
      rect(360 + i, 110 + i, 280 - 2 * i, 690 - 2 * i, f, style === 0 ? 140 - i : 6, e);
  } else if (style === 0) {
    shape = (i, f, e = '') => ellipse(500, 470, 300 - i, 300 - i, f, e);
  } else if (style === 1) {
    shape = (i, f, e = '') => ellipse(500, 470, 230 - i, 320 - i, f, e);
  } else {
    shape = (i, f, e = '') =>
      path(
        `M${200 + i} ${760 - i} L${200 + i} ${r1(330)} C${200 + i} ${r1(150 + i)} ${800 - i} ${r1(150 + i)} ${800 - i} 330 L${800 - i} ${760 - i} Z`,
        f,
        e,
      );
  }
  out.push(shape(0, '#3A2E22', 'opacity="0.12" transform="translate(10 16)"'));
  out.push(shape(0, p.volume(frame, 0.18, 0.2)));
  out.push(shape(26, glass));
  out.push(
    `<g ${p.clip(shape(26, '#000'))}>${path('M150 700 L600 100 L700 100 L250 700 Z', '#FFFFFF', 'opacity="0.22"')}${path('M300 760 L760 150 L800 150 L340 760 Z', '#FFFFFF', 'opacity="0.14"')}</g>`,
  );
  p.bounds(
    tall ? 360 : style === 1 ? 270 : 200,
    tall ? 110 : style === 2 ? 180 : style === 1 ? 150 : 170,
    tall ? 640 : style === 1 ? 730 : 800,
    tall ? F : 790,
  );
  return out.join('');
}

export function drawPlantPot(spec: DrawSpec, p: Paint): string {
  const c = solid(spec.color);
  const style = spec.style % 4;
  const out = [floorShadow(p, 500, 360, F, 0.08)];
  const potTop = 560;
  const leaf = (x: number, y: number, rx: number, ry: number, rot: number, col: string) =>
    ellipse(
      x,
      y,
      rx,
      ry,
      p.linear(
        [
          [0, shade(col, 0.2)],
          [1, shade(col, -0.2)],
        ],
        0,
        0,
        1,
        1,
      ),
      `transform="rotate(${rot} ${x} ${y})"`,
    );
  if (style === 0) {
    for (const [x, y, r] of [
      [420, 360, -35],
      [580, 340, 30],
      [500, 280, 0],
      [380, 460, -60],
      [620, 450, 60],
      [520, 420, 15],
    ] as const) {
      out.push(line(500, potTop, x, y + 40, '#4E6B45', 5), leaf(x, y, 70, 44, r, '#4F7A4A'));
    }
  } else if (style === 1) {
    for (const [x, h, r] of [
      [470, 340, -8],
      [500, 400, 0],
      [530, 330, 7],
      [450, 260, -14],
      [555, 270, 14],
    ] as const) {
      out.push(
        path(
          `M${x - 16} ${potTop} Q${x - 10 + r} ${potTop - h / 2} ${x + r * 3} ${potTop - h} Q${x + 10 + r} ${potTop - h / 2} ${x + 16} ${potTop} Z`,
          p.linear(
            [
              [0, '#5F7F4E'],
              [0.5, '#8AA272'],
              [1, '#4E6B45'],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      );
    }
  } else if (style === 2) {
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      const x = 500 + Math.cos(a) * 120;
      const y = 420 + Math.sin(a) * 90;
      out.push(line(500, potTop, x, y, '#5E7B4F', 3), ellipse(x, y, 34, 30, p.volume('#6F9A5C', 0.15, 0.2)));
    }
  } else {
    out.push(path(`M500 ${potTop} Q490 400 470 260`, 'none', 'stroke="#6B5B45" stroke-width="6"'));
    for (let i = 0; i < 10; i++)
      out.push(leaf(i % 2 === 0 ? 455 : 510, 280 + i * 26, 34, 10, i % 2 === 0 ? -30 : 30, '#8A9A74'));
  }
  out.push(path(`M360 ${potTop} L640 ${potTop} L600 ${F - 14} L400 ${F - 14} Z`, p.cylinder(c)));
  out.push(rect(345, potTop - 16, 310, 36, p.cylinder(shade(c, 0.05)), 6));
  out.push(ellipse(500, F - 10, 130, 14, p.volume(shade(c, -0.1))));
  p.bounds(345, style === 1 ? 160 : style === 2 ? 300 : 240, 655, F);
  return out.join('');
}
