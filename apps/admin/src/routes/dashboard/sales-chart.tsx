import type { AdminDashboardDto } from '@hemma/contract';
import { formatSek } from '@hemma/commerce';
import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

type Day = AdminDashboardDto['sales_by_day'][number];

/** The width drawn before the panel is measured (and where it cannot be). */
const WIDTH = 360;
const HEIGHT = 220;
const LEFT = 52;
const RIGHT = 6;
const TOP = 10;
const BOTTOM = 36;

/** A round top for the y axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/** "5 nov": a day of the chart's axis in Swedish. */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace('.', '');

/** "12 tkr": an axis amount kept short enough for a phone. */
const shortKronor = (sek: number) =>
  sek >= 1_000_000
    ? `${(sek / 1_000_000).toLocaleString('sv-SE')} mkr`
    : sek >= 1000
      ? `${(sek / 1000).toLocaleString('sv-SE')} tkr`
      : `${sek.toLocaleString('sv-SE')} kr`;

/** The element's width in CSS pixels, followed as the panel changes size. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Sales (bars) and returns refunded (darker bars below the axis' top of each day) per day for the last 30 days, drawn
 * by hand in SVG (decision 0055): a y axis with 0, half and the top in kronor, an x axis with every seventh day, a
 * legend, and a text alternative with the sums. It is drawn at its panel's own width in pixels (one unit of the
 * picture is one pixel), so its text is the same size on a phone and on a wide screen; the bars take the room.
 */
export function SalesChart({ days }: { days: readonly Day[] }) {
  const { t, locale } = useI18n();
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  const top = niceCeiling(Math.max(...days.map((d) => Math.max(d.sales, d.returns)), 0));
  const plotWidth = width - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(days.length, 1);
  const y = (sek: number) => TOP + plotHeight - (sek / top) * plotHeight;
  const sales = days.reduce((sum, d) => sum + d.sales, 0);
  const returns = days.reduce((sum, d) => sum + d.returns, 0);
  return (
    <section className="panel sales-chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('dashboard.chart.title')}</h2>
      <div ref={frame} className="sales-chart-frame">
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          width="100%"
          height={HEIGHT}
          style={{ display: 'block' }}
        >
          <desc id={`${id}-desc`}>
            {t('dashboard.chart.summary', {
              sales: formatSek(sales, locale),
              returns: formatSek(returns, locale),
            })}
          </desc>
          {[0, top / 2, top].map((tick) => (
            <g key={tick}>
              <line
                x1={LEFT}
                x2={width - RIGHT}
                y1={y(tick)}
                y2={y(tick)}
                stroke="#d8d4cc"
                strokeWidth="0.5"
              />
              <text x={LEFT - 4} y={y(tick) + 3} textAnchor="end" fontSize="12" fill="#55524c">
                {shortKronor(tick)}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const x = LEFT + index * slot;
            const bar = Math.max(slot * 0.42, 1);
            return (
              <g key={day.date}>
                <title>
                  {`${dayLabel(day.date)}: ${formatSek(day.sales, locale)} (${day.orders}), ${t('dashboard.chart.returns').toLowerCase()} ${formatSek(day.returns, locale)}`}
                </title>
                <rect
                  x={x + slot * 0.08}
                  y={y(day.sales)}
                  width={bar}
                  height={y(0) - y(day.sales)}
                  fill="#3d6b58"
                />
                <rect
                  x={x + slot * 0.08 + bar}
                  y={y(day.returns)}
                  width={bar}
                  height={y(0) - y(day.returns)}
                  fill="#b5542f"
                />
                {index % 7 === (days.length - 1) % 7 && (
                  <text
                    x={x + slot / 2}
                    y={HEIGHT - BOTTOM + 14}
                    textAnchor="middle"
                    fontSize="12"
                    fill="#55524c"
                  >
                    {dayLabel(day.date)}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={LEFT} x2={LEFT} y1={TOP} y2={y(0)} stroke="#55524c" strokeWidth="0.75" />
          <g fontSize="12" fill="#2b2a28">
            <rect x={LEFT} y={HEIGHT - 11} width="9" height="9" fill="#3d6b58" />
            <text x={LEFT + 13} y={HEIGHT - 3}>
              {t('dashboard.chart.sales')}
            </text>
            <rect x={LEFT + 100} y={HEIGHT - 11} width="9" height="9" fill="#b5542f" />
            <text x={LEFT + 113} y={HEIGHT - 3}>
              {t('dashboard.chart.returns')}
            </text>
          </g>
        </svg>
      </div>
    </section>
  );
}
