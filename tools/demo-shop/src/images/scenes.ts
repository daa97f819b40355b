import type { DrawSpec } from '../generate/model.ts';
import { drawPlantPot, drawVase } from './draw-decor.ts';
import { drawFloorLamp, drawTableLamp } from './draw-lighting.ts';
import { productSvg } from './draw-product.ts';
import { drawSofa } from './draw-seating.ts';
import { drawCase } from './draw-storage.ts';
import { drawTable } from './draw-tables.ts';
import { Paint, rect, shade, path, ellipse } from './svg-kit.ts';

interface HeroLook {
  wall: string;
  floor: string;
  sofa: string;
  rug: string;
  art: [string, string];
  lamp: string;
}

const LOOKS: HeroLook[] = [
  {
    wall: '#E7E0D4',
    floor: '#C9A77C',
    sofa: '#7A8B6F',
    rug: '#E4D5BC',
    art: ['#C0704F', '#D9AE4A'],
    lamp: '#2E2D2B',
  },
  {
    wall: '#D5DCD3',
    floor: '#B99468',
    sofa: '#D9C8AE',
    rug: '#8C8B87',
    art: ['#3F5546', '#DDB1A4'],
    lamp: '#B8975A',
  },
  {
    wall: '#D8DDE3',
    floor: '#CDB491',
    sofa: '#C0704F',
    rug: '#F0EBE2',
    art: ['#2F3E55', '#E4D5BC'],
    lamp: '#F7F5F0',
  },
];

/** Places a 1000 × 1000 drawing (floor at y 800) in the scene with its floor at `floorY`. */
function place(body: string, x: number, floorY: number, k: number): string {
  return `<g transform="translate(${x - 500 * k} ${floorY - 800 * k}) scale(${k})">${body}</g>`;
}

/** A styled living room: wall with art and window light, wooden floor, rug, sofa, coffee table, lamp and plant. */
export function heroSvg(index: number, width: number, height: number): string {
  const look = LOOKS[(index - 1) % LOOKS.length] as HeroLook;
  const p = new Paint();
  const W = 2400;
  const H = 1000;
  const floorY = 800;
  const parts: string[] = [];
  parts.push(
    rect(
      0,
      0,
      W,
      floorY,
      p.linear([
        [0, shade(look.wall, 0.08)],
        [1, shade(look.wall, -0.05)],
      ]),
    ),
  );
  parts.push(
    path(
      `M${W * 0.05} 0 L${W * 0.22} 0 L${W * 0.42} ${floorY} L${W * 0.2} ${floorY} Z`,
      '#FFFFFF',
      'opacity="0.16"',
    ),
  );
  parts.push(rect(0, floorY - 14, W, 14, shade(look.wall, 0.15)));
  parts.push(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      p.linear([
        [0, shade(look.floor, 0.05)],
        [1, shade(look.floor, -0.15)],
      ]),
    ),
  );
  for (let x = -200; x < W; x += 150)
    parts.push(
      path(
        `M${x} ${floorY} L${x - 60} ${H}`,
        'none',
        `stroke="${shade(look.floor, -0.2)}" stroke-width="2" opacity="0.4"`,
      ),
    );
  // Art above the sofa.
  const artX = 1330;
  parts.push(
    rect(artX + 8, 150 + 12, 360, 270, '#3A2E22', 4, 'opacity="0.12"'),
    rect(artX, 150, 360, 270, '#FBF8F2', 4, 'stroke="#2E2D2B" stroke-width="8"'),
  );
  parts.push(
    ellipse(artX + 140, 300, 80, 80, look.art[0]),
    rect(artX + 180, 220, 110, 150, look.art[1], 2, 'opacity="0.9"'),
  );
  // Rug in perspective.
  parts.push(
    path(
      `M1080 ${floorY + 30} L2060 ${floorY + 30} L2200 ${H - 20} L940 ${H - 20} Z`,
      look.rug,
      'opacity="0.95"',
    ),
  );
  // Furniture, back to front.
  parts.push(
    place(
      drawCase(
        { kind: 'cabinet', color: '#C8A273', accent: '#6B4A33', style: 1, size: { width: 160, height: 78 } },
        p,
        { fallback: { width: 160, height: 78 }, box: [780, 420], front: 'fluted', count: 3, legs: 16 },
      ),
      520,
      floorY + 6,
      0.62,
    ),
  );
  parts.push(
    place(
      drawTableLamp({ kind: 'table-lamp', color: look.art[0], accent: '#B8975A', style: 1 }, p),
      430,
      floorY + 6 - 0.62 * 330 + 4,
      0.42,
    ),
  );
  parts.push(
    place(
      drawVase({ kind: 'vase', color: '#F7F5F0', accent: '#B8975A', style: 0 }, p),
      640,
      floorY + 6 - 0.62 * 330 + 4,
      0.3,
    ),
  );
  parts.push(
    place(
      drawSofa(
        {
          kind: 'sofa',
          color: look.sofa,
          accent: '#C8A273',
          style: index % 2,
          size: { width: 230, height: 80 },
        },
        p,
        'sofa',
      ),
      1510,
      floorY + 70,
      1.0,
    ),
  );
  parts.push(
    place(
      drawFloorLamp({ kind: 'floor-lamp', color: look.lamp, accent: '#B8975A', style: 2 }, p),
      2120,
      floorY + 60,
      0.8,
    ),
  );
  parts.push(
    place(
      drawTable(
        {
          kind: 'coffee-table',
          color: '#C8A273',
          accent: '#C8A273',
          style: 1,
          size: { width: 90, height: 40 },
        },
        p,
        'coffee',
      ),
      1520,
      H - 50,
      0.5,
    ),
  );
  parts.push(
    place(
      drawPlantPot({ kind: 'plant-pot', color: '#C0704F', accent: '#C0704F', style: index % 3 }, p),
      930,
      floorY + 100,
      0.55,
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${p.xml()}${parts.join('')}</svg>`;
}

/** A category tile: the category's typical item against a softly lit wall and floor. */
export function categorySvg(spec: DrawSpec, px: number): string {
  // Rugs are drawn from above, so they get the plain studio background.
  return productSvg(spec, spec.kind === 'rug' ? 'main' : 'tint', px);
}
