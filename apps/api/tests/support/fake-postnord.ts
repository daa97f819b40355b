import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A fake of PostNord's Service Points API (businesslocation v5) over real HTTP on a random port (decision 0048):
 * the two calls Hemma makes, checked as PostNord checks them (the api key, the query), answered in PostNord's
 * documented shape. Told to be slow, to fail or to answer garbage, it is PostNord on a bad day.
 */
export const FAKE_POSTNORD_KEY = 'fake-postnord-key-0123456789abcdef';

export interface FakeServicePoint {
  servicePointId: string;
  name: string;
  street: string;
  number: string;
  postalCode: string;
  city: string;
}

/** Service points of the fake, in PostNord's capitals as its answers often have them. */
export const FAKE_SERVICE_POINTS: FakeServicePoint[] = [
  {
    servicePointId: '026548',
    name: 'ICA Supermarket Odenplan',
    street: 'Odengatan',
    number: '75',
    postalCode: '11322',
    city: 'STOCKHOLM',
  },
  {
    servicePointId: '026551',
    name: 'Tempo Vasastan',
    street: 'Dalagatan',
    number: '14',
    postalCode: '11324',
    city: 'STOCKHOLM',
  },
  {
    servicePointId: '091234',
    name: 'Coop Konsum Sveavägen',
    street: 'Sveavägen',
    number: '120',
    postalCode: '11350',
    city: 'STOCKHOLM',
  },
  {
    servicePointId: '020001',
    name: 'PostNord Företagscenter Solna',
    street: 'TERMINALVÄGEN',
    number: '24',
    postalCode: '17173',
    city: 'SOLNA',
  },
];

export type FakeMode = 'ok' | 'slow' | 'fail' | 'garbage' | 'fault';

export interface FakeRequest {
  path: string;
  query: Record<string, string>;
}

export interface FakePostnord {
  url: string;
  /** Every call that reached the fake, in order. */
  requests: FakeRequest[];
  /** How the next calls are answered: as PostNord does, after `slowMs`, a 503, garbage, or a fault (400). */
  mode: FakeMode;
  slowMs: number;
}

function servicePoint(point: FakeServicePoint) {
  const address = {
    countryCode: 'SE',
    city: point.city,
    streetName: point.street,
    streetNumber: point.number,
    postalCode: point.postalCode,
  };
  return {
    name: point.name,
    servicePointId: point.servicePointId,
    routeDistance: 812,
    visitingAddress: address,
    deliveryAddress: address,
    coordinates: [{ northing: 59.3428, easting: 18.0496, srId: 'EPSG:4326' }],
    openingHours: {
      postalServices: [
        ...['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => ({
          openDay: day,
          openTime: '08:00',
          closeDay: day,
          closeTime: '21:00',
        })),
        { openDay: 'SATURDAY', openTime: '10:00', closeDay: 'SATURDAY', closeTime: '16:30' },
      ],
    },
    type: { typeId: 25, typeName: 'Servicepoint' },
  };
}

function fault(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      servicePointInformationResponse: {
        compositeFault: { faults: [{ faultCode: 'API003', explanationText: text }] },
      },
    }),
  );
}

function answer(fake: FakePostnord, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://fake');
  const query = Object.fromEntries(url.searchParams);
  if (query.apikey !== FAKE_POSTNORD_KEY) return fault(response, 403, 'Invalid apikey');
  if (query.returnType !== 'json' || query.countryCode !== 'SE')
    return fault(response, 400, 'returnType=json and countryCode are required');
  if (fake.mode === 'fail') {
    response.writeHead(503, { 'content-type': 'text/html' });
    return response.end('<html><body>Service Unavailable</body></html>');
  }
  if (fake.mode === 'garbage') {
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end('{"servicePointInformationResponse": {"servicePoints": [');
  }
  if (fake.mode === 'fault') return fault(response, 400, 'Internal fault in the service point search');
  let points: FakeServicePoint[];
  if (url.pathname === '/rest/businesslocation/v5/servicepoints/nearest/byaddress') {
    const wanted = Number(query.postalCode);
    const count = Number(query.numberOfServicePoints ?? '5');
    if (!/^\d{5}$/.test(query.postalCode ?? '') || !Number.isInteger(count) || count < 1)
      return fault(response, 400, 'postalCode and numberOfServicePoints must be given');
    // Near means the same postcode area here (11x xx): Solna's point is found only by its id or from 17x xx.
    points = FAKE_SERVICE_POINTS.filter(
      (point) => point.postalCode.slice(0, 2) === query.postalCode!.slice(0, 2),
    )
      .sort((a, b) => Math.abs(Number(a.postalCode) - wanted) - Math.abs(Number(b.postalCode) - wanted))
      .slice(0, count);
  } else if (url.pathname === '/rest/businesslocation/v5/servicepoints/ids') {
    const ids = (query.ids ?? '').split(',');
    points = FAKE_SERVICE_POINTS.filter((point) => ids.includes(point.servicePointId));
  } else {
    response.writeHead(404, { 'content-type': 'text/plain' });
    return response.end('Not found');
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      servicePointInformationResponse: { customerSupports: [], servicePoints: points.map(servicePoint) },
    }),
  );
}

/** Starts the fake for the suite (before the API that is pointed at it) and stops it afterwards. */
export function useFakePostnord(): FakePostnord {
  const fake: FakePostnord = { url: '', requests: [], mode: 'ok', slowMs: 0 };
  let server: Server | undefined;
  const timers = new Set<NodeJS.Timeout>();
  beforeAll(async () => {
    server = createServer((request, response) => {
      // Counted when it arrives: a slow answer's request counted when answered, 3 s later, fell into the next tests.
      const url = new URL(request.url ?? '/', 'http://fake');
      fake.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
      if (fake.mode !== 'slow') return answer(fake, request, response);
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(fake, request, response);
      }, fake.slowMs);
      timers.add(timer);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const timer of timers) clearTimeout(timer);
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return fake;
}
