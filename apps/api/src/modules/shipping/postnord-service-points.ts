import type { PickupPoint } from './pickup-point-list.ts';

/**
 * PostNord's Service Points API (businesslocation v5) as Hemma reads it: the answer's shape and its translation into
 * the directory's pick-up points (decision 0048). Pure: no I/O, so the translation is tested on its own.
 *
 * The answer: `{ servicePointInformationResponse: { servicePoints: [...] } }`, each point with `servicePointId`,
 * `name`, `visitingAddress {streetName, streetNumber, postalCode, city, countryCode}` (and `deliveryAddress`),
 * `coordinates [{northing, easting, srId}]` and `openingHours`, in v5 `{ postalServices: [{openDay, openTime,
 * closeDay, closeTime}] }`; earlier versions answered a list `[{day, from1, to1, from2?, to2?}]`, read as well.
 * A fault comes as `servicePointInformationResponse.compositeFault.faults[].explanationText`.
 */
export const POSTNORD_NEAREST_PATH = '/rest/businesslocation/v5/servicepoints/nearest/byaddress';
export const POSTNORD_BY_IDS_PATH = '/rest/businesslocation/v5/servicepoints/ids';

/** A service point id as PostNord writes them (digits), which the order's pick-up point id also allows. */
export const POSTNORD_ID = /^\d{1,20}$/;

interface Address {
  streetName?: unknown;
  streetNumber?: unknown;
  postalCode?: unknown;
  city?: unknown;
}

interface ServicePoint {
  servicePointId?: unknown;
  name?: unknown;
  visitingAddress?: Address;
  deliveryAddress?: Address;
  openingHours?: unknown;
}

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const SWEDISH_DAYS = ['mån', 'tis', 'ons', 'tor', 'fre', 'lör', 'sön'];

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** "SOLNA" → "Solna", "UPPLANDS VÄSBY" → "Upplands Väsby"; a name already in mixed case stays as it is. */
function titleCase(value: string): string {
  if (value !== value.toUpperCase()) return value;
  return value
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_all, gap: string, letter: string) => gap + letter.toUpperCase());
}

/** "07:00" or "0700" → "7", "16:30" → "16.30" (as Swedish shop signs write hours); anything else → null. */
function clock(value: unknown): string | null {
  const match = /^(\d{1,2}):?(\d{2})$/.exec(text(value));
  if (!match) return null;
  const hour = String(Number(match[1]));
  return match[2] === '00' ? hour : `${hour}.${match[2]}`;
}

function dayIndex(value: unknown): number {
  const day = text(value).toUpperCase();
  return DAYS.findIndex((name) => name === day || name.slice(0, 2) === day);
}

/** The opening hours of each weekday (Monday first): "8–21", "8–12 och 13–18", or '' when closed or unknown. */
function hoursByDay(openingHours: unknown): string[] {
  const days: string[][] = DAYS.map(() => []);
  const add = (day: unknown, from: unknown, to: unknown) => {
    const index = dayIndex(day);
    const open = clock(from);
    const close = clock(to);
    if (index >= 0 && open && close) days[index]!.push(`${open}–${close}`);
  };
  const services =
    openingHours && typeof openingHours === 'object' && !Array.isArray(openingHours)
      ? (openingHours as { postalServices?: unknown }).postalServices
      : openingHours;
  if (Array.isArray(services))
    for (const entry of services as Record<string, unknown>[]) {
      if (!entry || typeof entry !== 'object') continue;
      if ('openDay' in entry) add(entry.openDay, entry.openTime, entry.closeTime);
      else {
        add(entry.day, entry.from1, entry.to1);
        add(entry.day, entry.from2, entry.to2);
      }
    }
  return days.map((intervals) => intervals.join(' och '));
}

/**
 * PostNord's opening hours as the seeded points write theirs: consecutive days with the same hours together,
 * "Mån–fre 8–21, lör 10–16" (closed days left out). '' when the answer has none.
 */
export function formatOpeningHours(openingHours: unknown): string {
  const hours = hoursByDay(openingHours);
  const groups: string[] = [];
  for (let start = 0; start < hours.length;) {
    let end = start;
    while (end + 1 < hours.length && hours[end + 1] === hours[start]) end++;
    if (hours[start])
      groups.push(`${SWEDISH_DAYS[start]}${end > start ? `–${SWEDISH_DAYS[end]}` : ''} ${hours[start]}`);
    start = end + 1;
  }
  const joined = groups.join(', ');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** One of PostNord's service points as a pick-up point, or null when it lacks an id, a name or an address. */
export function toPickupPoint(point: ServicePoint): PickupPoint | null {
  const id = text(point.servicePointId);
  const name = text(point.name);
  const address = point.visitingAddress ?? point.deliveryAddress ?? {};
  const digits = text(address.postalCode).replace(/\s/g, '');
  const street = [text(address.streetName), text(address.streetNumber)].filter(Boolean).join(' ');
  const city = titleCase(text(address.city));
  if (!POSTNORD_ID.test(id) || !name || !street || !/^\d{5}$/.test(digits) || !city) return null;
  return {
    id,
    name,
    street: titleCase(street),
    postcode: `${digits.slice(0, 3)} ${digits.slice(3)}`,
    city,
    openingHours: formatOpeningHours(point.openingHours),
  };
}

/**
 * The pick-up points of an answer's body (text). Throws with the reason when it is not PostNord's JSON shape:
 * garbage, a fault, or no list of service points.
 */
export function readServicePoints(body: string): PickupPoint[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`invalid JSON (${JSON.stringify(body.slice(0, 60))})`);
  }
  const response = (parsed as { servicePointInformationResponse?: unknown } | null)
    ?.servicePointInformationResponse as
    { servicePoints?: unknown; compositeFault?: { faults?: { explanationText?: unknown }[] } } | undefined;
  if (!response || typeof response !== 'object') throw new Error('no servicePointInformationResponse');
  const faults = response.compositeFault?.faults;
  if (Array.isArray(faults) && faults.length > 0)
    throw new Error(`fault: ${faults.map((fault) => text(fault?.explanationText)).join('; ')}`);
  // PostNord leaves the list out when nothing is near.
  if (response.servicePoints === undefined) return [];
  if (!Array.isArray(response.servicePoints)) throw new Error('servicePoints is not a list');
  return (response.servicePoints as ServicePoint[])
    .map((point) => (point && typeof point === 'object' ? toPickupPoint(point) : null))
    .filter((point): point is PickupPoint => point !== null);
}
