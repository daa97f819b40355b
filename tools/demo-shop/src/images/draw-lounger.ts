import type { DrawSpec } from '../generate/model.ts';
import type { Paint } from './svg-kit.ts';
import { ellipse, floorShadow, FLOOR_Y, leg, line, path, rect, shade } from './svg-kit.ts';

const F = FLOOR_Y;

/** Sun loungers: a deck chair with a striped canvas sling, or a low sun bed with a raised back. */
export function drawLounger(spec: DrawSpec, p: Paint): string {
  const c = spec.color;
  const wood = spec.accent === '#2E2D2B' ? '#A8784A' : spec.accent;
  const out = [floorShadow(p, 500, 560, F, 0.05)];
  if (spec.style % 2 === 0) {
    out.push(
      line(330, F, 610, 340, shade(wood, -0.1), 16),
      line(640, F, 420, 470, shade(wood, -0.2), 14),
      line(370, 560, 700, 560, shade(wood, -0.05), 12),
    );
    const stripes = p.linear(
      [
        [0, c],
        [0.2, c],
        [0.2, '#F4EFE6'],
        [0.4, '#F4EFE6'],
        [0.4, c],
        [0.6, c],
        [0.6, '#F4EFE6'],
        [0.8, '#F4EFE6'],
        [0.8, c],
      ],
      0,
      0,
      1,
      0,
    );
    out.push(
      path('M590 360 C540 470 470 560 400 640 L455 668 C520 600 600 500 640 380 Z', stripes),
      path(
        'M590 360 C540 470 470 560 400 640 L455 668 C520 600 600 500 640 380 Z',
        shade(c, -0.3),
        'opacity="0.12"',
      ),
    );
    out.push(
      line(300, F, 600, 330, wood, 16),
      line(660, F, 430, 640, wood, 14),
      line(580, 330, 650, 350, shade(wood, 0.1), 14),
    );
  } else {
    out.push(rect(220, 640, 560, 26, p.volume(wood, 0.1, 0.2), 5));
    for (const x of [250, 740]) out.push(leg(p, x, 660, F, 16, wood));
    out.push(rect(230, 610, 470, 34, p.volume(c, 0.1, 0.15), 12));
    out.push(path('M690 640 L785 470 L810 484 L722 648 Z', p.volume(wood, 0.08, 0.2)));
    out.push(path('M680 615 L770 452 Q782 440 794 452 L806 462 L712 636 Z', p.volume(c, 0.12, 0.1)));
    out.push(ellipse(760, 476, 32, 18, shade(c, 0.15), 'transform="rotate(-60 760 476)"'));
  }
  p.bounds(220, 330, 810, F);
  return out.join('');
}
