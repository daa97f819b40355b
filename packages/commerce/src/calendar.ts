/**
 * Days and weeks as the shop lives them (Europe/Stockholm by default; a week starts on Monday, as in Sweden), turned
 * into instants, so that "today's orders" means the shop's today whatever the server's time zone is.
 */
export const SHOP_TIME_ZONE = 'Europe/Stockholm';

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** One formatter per time zone: making one costs ~20× reading a date with it (issue 32: it ran per product shown). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // A time zone Intl refuses threw above and is not kept.
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function localParts(
  instant: Date,
  timeZone: string,
): LocalDate & { hour: number; minute: number; second: number } {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant a local calendar day begins. */
function localMidnight(date: LocalDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  const first = wall - offsetAt(wall, timeZone);
  // A second look settles days whose offset differs from the one at the wall-clock guess.
  return new Date(wall - offsetAt(first, timeZone));
}

/** When the local day of `instant` began. */
export function startOfLocalDay(instant: Date, timeZone: string = SHOP_TIME_ZONE): Date {
  return localMidnight(localParts(instant, timeZone), timeZone);
}

/**
 * When a calendar day the shop names (`2026-12-06`, or the date part of an ISO date-time) begins in its time zone: a
 * "news from" day set in the back office starts at the shop's midnight, not at UTC's.
 */
export function startOfShopDate(date: string, timeZone: string = SHOP_TIME_ZONE): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return new Date(Number.NaN);
  // Every product shown asks for its "news from" day: the few days a catalogue names are worked out once.
  const key = `${match[0]} ${timeZone}`;
  let start = shopDateStarts.get(key);
  if (start === undefined) {
    start = localMidnight(
      { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
      timeZone,
    ).getTime();
    if (shopDateStarts.size >= MAX_SHOP_DATES) shopDateStarts.clear();
    shopDateStarts.set(key, start);
  }
  return new Date(start);
}

/** Instants (ms) shop days begin, by `YYYY-MM-DD time-zone`; bounded, as the dates come from data. */
const shopDateStarts = new Map<string, number>();
const MAX_SHOP_DATES = 4096;

/** When the local week (Monday to Sunday) of `instant` began. */
export function startOfLocalWeek(instant: Date, timeZone: string = SHOP_TIME_ZONE): Date {
  const today = localParts(instant, timeZone);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const back = (weekday + 6) % 7;
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
  return localMidnight(
    { year: monday.getUTCFullYear(), month: monday.getUTCMonth() + 1, day: monday.getUTCDate() },
    timeZone,
  );
}
