import type { DrawSpec, ShotVariant } from '../generate/model.ts';
import { drawCandleHolder, drawMirror, drawPlantPot, drawVase } from './draw-decor.ts';
import { drawCurtain, drawCushion, drawFolded, drawRug } from './draw-textiles.ts';
import { drawLounger } from './draw-lounger.ts';
import { drawGiftCard, drawGuide, drawService } from './draw-paper.ts';
import { drawCeilingLamp, drawFloorLamp, drawTableLamp } from './draw-lighting.ts';
import { drawStorage, drawShelf } from './draw-storage.ts';
import { drawBed, drawTable } from './draw-tables.ts';
import { drawBench, drawChair, drawSofa } from './draw-seating.ts';
import { BACKGROUND, FLOOR_Y, Paint } from './svg-kit.ts';

/** The drawing of one product on the shop's studio background. */
export function drawItem(spec: DrawSpec, p: Paint): string {
  switch (spec.kind) {
    case 'sofa':
      return drawSofa(spec, p, 'sofa');
    case 'armchair':
      return drawSofa(spec, p, 'armchair');
    case 'outdoor-sofa':
      return drawSofa(spec, p, 'outdoor');
    case 'chair':
      return drawChair(spec, p);
    case 'bench':
      return drawBench(spec, p);
    case 'lounger':
      return drawLounger(spec, p);
    case 'coffee-table':
      return drawTable(spec, p, 'coffee');
    case 'dining-table':
      return drawTable(spec, p, 'dining');
    case 'outdoor-table':
      return drawTable(spec, p, 'outdoor');
    case 'bed':
      return drawBed(spec, p);
    case 'shelf':
      return drawShelf(spec, p);
    case 'wardrobe':
    case 'dresser':
    case 'bedside-table':
    case 'tv-bench':
    case 'cabinet':
      return drawStorage(spec, p);
    case 'ceiling-lamp':
      return drawCeilingLamp(spec, p);
    case 'floor-lamp':
      return drawFloorLamp(spec, p);
    case 'table-lamp':
      return drawTableLamp(spec, p);
    case 'rug':
      return drawRug(spec, p);
    case 'cushion':
      return drawCushion(spec, p);
    case 'throw':
      return drawFolded(spec, p, false);
    case 'bed-linen':
      return drawFolded(spec, p, true);
    case 'curtain':
      return drawCurtain(spec, p);
    case 'vase':
      return drawVase(spec, p);
    case 'candle-holder':
      return drawCandleHolder(spec, p);
    case 'mirror':
      return drawMirror(spec, p);
    case 'plant-pot':
      return drawPlantPot(spec, p);
    case 'gift-card':
      return drawGiftCard(spec, p);
    case 'guide':
      return drawGuide(spec, p);
    case 'service':
      return drawService(spec, p);
  }
}

/** Fits the drawn object into the frame like a studio shot: centred, about 76 % of the canvas. */
function framing(p: Paint): { transform: string; floorY: number; w: number; h: number } {
  const box = p.box;
  if (!box) return { transform: '', floorY: FLOOR_Y, w: 600, h: 600 };
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const k = Math.min(780 / w, 700 / h, 2.2);
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const targetY = 520;
  return {
    transform: `translate(500 ${targetY}) scale(${k.toFixed(4)}) translate(${-cx} ${-cy})`,
    floorY: targetY + k * (FLOOR_Y - cy),
    w: w * k,
    h: h * k,
  };
}

/**
 * A complete product shot: 'main' on the uniform studio background (#F3F1ED), 'closeup' a detail crop,
 * 'tint' the same item against a softly lit wall and floor.
 */
export function productSvg(spec: DrawSpec, variant: ShotVariant, px: number): string {
  const p = new Paint();
  const item = drawItem(spec, p);
  const { transform, floorY, w, h } = framing(p);
  let backdrop = `<rect x="-500" y="-500" width="2000" height="2000" fill="${BACKGROUND}"/>`;
  let viewBox = '0 0 1000 1000';
  if (variant === 'closeup') {
    // A detail: the left end of wide things (arm, leg, edge), the middle of tall ones.
    const side = Math.max(0.5 * w, 0.55 * h, 320);
    const cx = w > 520 ? 500 - w / 2 + side * 0.45 : 500;
    const cy = w > 520 ? 520 + h * 0.05 : 520 - h * 0.05;
    viewBox = `${Math.round(cx - side / 2)} ${Math.round(cy - side / 2)} ${Math.round(side)} ${Math.round(side)}`;
  }
  if (variant === 'tint') {
    const wall = p.linear([
      [0, '#ECE6DC'],
      [1, '#DFD7CA'],
    ]);
    const floor = p.linear([
      [0, '#D3C6B2'],
      [1, '#C4B49C'],
    ]);
    const y = Math.round(floorY) - 8;
    backdrop = `<rect x="-500" y="-500" width="2000" height="${y + 500}" fill="${wall}"/><rect x="-500" y="${y}" width="2000" height="1500" fill="${floor}"/><rect x="-500" y="${y - 4}" width="2000" height="6" fill="#F2EEE7"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="${viewBox}">${p.xml()}${backdrop}<g transform="${transform}">${item}</g></svg>`;
}
