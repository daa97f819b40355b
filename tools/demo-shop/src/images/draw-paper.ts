import type { DrawSpec } from '../generate/model.ts';
import type { Paint } from './svg-kit.ts';
import { ellipse, line, path, rect, shade } from './svg-kit.ts';

const FONT = "font-family=\"'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif\"";
const SERIF = 'font-family="\'DejaVu Serif\', Georgia, serif"';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Breaks a title into lines of about `max` characters. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > max) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines.slice(0, 4);
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" ${FONT} ${extra}>${escapeXml(content)}</text>`;
}

/** A ribbon's bow: a gift card without words reads as one in every language. */
function giftBow(x: number, y: number, color: string): string {
  const loop = (dx: number) =>
    path(
      `M${x} ${y} C${x + dx * 0.4} ${y - 70} ${x + dx} ${y - 60} ${x + dx} ${y} C${x + dx} ${y + 60} ${x + dx * 0.4} ${y + 70} ${x} ${y} Z`,
      '#FFFFFF',
      'opacity="0.9"',
    );
  return [
    rect(x - 280, y - 8, 560, 16, '#FFFFFF', 0, 'opacity="0.55"'),
    loop(-120),
    loop(120),
    path(`M${x} ${y} L${x - 60} ${y + 110} L${x - 30} ${y + 100} L${x - 15} ${y + 125} Z`, color),
    path(`M${x} ${y} L${x + 60} ${y + 110} L${x + 30} ${y + 100} L${x + 15} ${y + 125} Z`, color),
    ellipse(x, y, 24, 24, color),
  ].join('');
}

/** A gift card in a soft envelope. */
export function drawGiftCard(spec: DrawSpec, p: Paint): string {
  const c = spec.color;
  const out = [
    rect(230, 300, 560, 400, '#3A2E22', 24, 'opacity="0.10" transform="translate(14 22) rotate(-6 500 500)"'),
  ];
  out.push(rect(250, 330, 520, 360, p.volume('#EDE6DA', 0.05, 0.06), 10, 'transform="rotate(4 500 500)"'));
  out.push(`<g transform="rotate(-6 500 500)">`);
  out.push(
    rect(
      220,
      290,
      560,
      360,
      p.linear(
        [
          [0, shade(c, 0.12)],
          [1, shade(c, -0.12)],
        ],
        0,
        0,
        1,
        1,
      ),
      24,
    ),
  );
  out.push(rect(220, 520, 560, 18, spec.accent, 0, 'opacity="0.85"'));
  out.push(text(262, 370, 40, '#FFFFFF', 'HEMMA', 'font-weight="bold" letter-spacing="10"'));
  if (spec.title)
    out.push(
      `<text x="262" y="470" font-size="48" fill="#FFFFFF" ${SERIF} font-style="italic">${escapeXml(spec.title)}</text>`,
    );
  else out.push(giftBow(500, 470, spec.accent));
  if (spec.subtitle) out.push(text(262, 610, 64, '#FFFFFF', spec.subtitle, 'font-weight="bold"'));
  out.push(ellipse(700, 370, 34, 34, 'none', 'stroke="#FFFFFF" stroke-width="4" opacity="0.8"'));
  out.push(
    path(
      'M684 372 L696 384 L718 358',
      'none',
      'stroke="#FFFFFF" stroke-width="5" stroke-linecap="round" opacity="0.8"',
    ),
  );
  out.push('</g>');
  p.bounds(200, 270, 800, 730);
  return out.join('');
}

/** A book cover (e-book or PDF guide) with a small arched-window illustration. */
export function drawGuide(spec: DrawSpec, p: Paint): string {
  const c = spec.color;
  const x0 = 310;
  const y0 = 170;
  const w = 400;
  const h = 560;
  const out = [rect(x0 + 16, y0 + 22, w, h, '#3A2E22', 8, 'opacity="0.12"')];
  out.push(
    rect(x0 + 8, y0 + 6, w, h, '#F4EFE6', 6),
    rect(x0 + 8, y0 + 6, w, h, 'none', 6, 'stroke="#D8D0C2" stroke-width="2"'),
  );
  out.push(
    rect(
      x0,
      y0,
      w,
      h,
      p.linear(
        [
          [0, shade(c, 0.1)],
          [1, shade(c, -0.12)],
        ],
        0,
        0,
        1,
        1,
      ),
      6,
    ),
  );
  out.push(
    rect(
      x0,
      y0,
      18,
      h,
      p.linear(
        [
          [0, shade(c, -0.3)],
          [1, shade(c, -0.05)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  const lines = wrap(spec.title ?? '', 15);
  lines.forEach((l, i) => out.push(text(x0 + 44, y0 + 86 + i * 42, 34, '#FFFFFF', l, 'font-weight="bold"')));
  const ay = y0 + 260;
  out.push(
    path(
      `M${x0 + 130} ${ay + 200} L${x0 + 130} ${ay + 70} A70 70 0 0 1 ${x0 + 270} ${ay + 70} L${x0 + 270} ${ay + 200} Z`,
      shade(c, 0.55),
      'opacity="0.9"',
    ),
  );
  out.push(
    line(x0 + 200, ay + 10, x0 + 200, ay + 200, shade(c, 0.25), 4),
    line(x0 + 130, ay + 100, x0 + 270, ay + 100, shade(c, 0.25), 4),
  );
  out.push(rect(x0 + 95, ay + 200, 210, 8, shade(c, -0.2)));
  out.push(ellipse(x0 + 290, ay + 175, 18, 26, '#7A8B6F'));
  out.push(text(x0 + 44, y0 + h - 40, 22, '#FFFFFF', 'HEMMA', 'letter-spacing="6" font-weight="bold"'));
  out.push(
    rect(x0 + w - 110, y0 + h - 66, 80, 36, spec.accent, 18),
    text(x0 + w - 98, y0 + h - 41, 20, '#FFFFFF', spec.subtitle ?? '', 'font-weight="bold"'),
  );
  p.bounds(x0, y0, x0 + w + 16, y0 + h + 22);
  return out.join('');
}

/** A service card with a line icon chosen from the title: tools, van, colour swatches or a sofa. */
export function drawService(spec: DrawSpec, p: Paint): string {
  const c = spec.color;
  const title = spec.title ?? '';
  const out = [rect(214, 254, 600, 500, '#3A2E22', 28, 'opacity="0.10"')];
  out.push(
    rect(
      200,
      240,
      600,
      500,
      p.linear([
        [0, '#FBF9F5'],
        [1, '#EFE9DF'],
      ]),
      28,
    ),
  );
  out.push(ellipse(500, 430, 130, 130, p.volume(c, 0.1, 0.1)));
  const stroke =
    'stroke="#FFFFFF" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" fill="none"';
  if (/Montering|Installation/.test(title)) {
    out.push(
      `<path d="M440 490 L540 390 M520 370 a35 35 0 1 0 50 50 l-25 -5 l-5 -25 Z" ${stroke}/>`,
      `<path d="M560 490 L470 400 M455 385 l-20 -20" ${stroke}/>`,
    );
  } else if (/Inbärning|Bortforsling/.test(title)) {
    out.push(
      `<path d="M410 470 L410 390 L520 390 L520 470 Z M520 415 L565 415 L590 445 L590 470 L520 470" ${stroke}/>`,
      `<circle cx="445" cy="480" r="14" ${stroke}/>`,
      `<circle cx="560" cy="480" r="14" ${stroke}/>`,
    );
  } else if (/Färg/.test(title)) {
    out.push(
      `<path d="M430 490 L470 370 L500 380 L465 500 Z M480 490 L550 385 L575 402 L510 505 Z" ${stroke}/>`,
    );
  } else {
    out.push(
      `<path d="M420 470 L420 420 Q420 400 440 400 L560 400 Q580 400 580 420 L580 470 Z M405 430 L405 480 L595 480 L595 430 M420 480 L420 495 M580 480 L580 495" ${stroke}/>`,
    );
  }
  wrap(title, 24)
    .slice(0, 2)
    .forEach((l, i) =>
      out.push(text(500, 625 + i * 44, 36, '#2E2D2B', l, 'text-anchor="middle" font-weight="bold"')),
    );
  p.bounds(200, 240, 814, 754);
  return out.join('');
}
