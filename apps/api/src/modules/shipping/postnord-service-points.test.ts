import { describe, expect, it } from 'vitest';
import { formatOpeningHours, readServicePoints, toPickupPoint } from './postnord-service-points.ts';

const week = (open: string, close: string, days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']) =>
  days.map((day) => ({ openDay: day, openTime: open, closeDay: day, closeTime: close }));

describe('formatOpeningHours', () => {
  it('writes v5 postalServices as the seeded points do, days with equal hours together', () => {
    const hours = {
      postalServices: [...week('08:00', '21:00'), ...week('09:00', '20:00', ['SATURDAY', 'SUNDAY'])],
    };
    expect(formatOpeningHours(hours)).toBe('Mån–fre 8–21, lör–sön 9–20');
  });

  it('leaves closed days out, keeps minutes and a day with two intervals', () => {
    const hours = {
      postalServices: [
        ...week('07:30', '18:00', ['MONDAY', 'TUESDAY']),
        ...week('08:00', '12:00', ['WEDNESDAY']),
        ...week('13:00', '18:00', ['WEDNESDAY']),
        ...week('10:00', '14:00', ['SATURDAY']),
      ],
    };
    expect(formatOpeningHours(hours)).toBe('Mån–tis 7.30–18, ons 8–12 och 13–18, lör 10–14');
  });

  it('reads the earlier list form [{day, from1, to1}] too', () => {
    const hours = [
      { day: 'MO', from1: '0800', to1: '2000' },
      { day: 'TU', from1: '0800', to1: '2000' },
      { day: 'SU', from1: '1100', to1: '1600' },
    ];
    expect(formatOpeningHours(hours)).toBe('Mån–tis 8–20, sön 11–16');
  });

  it.each([undefined, null, {}, [], 'always', { postalServices: [{ openDay: 'FUNDAY' }] }])(
    'is empty for hours it cannot read (%j)',
    (hours) => expect(formatOpeningHours(hours)).toBe(''),
  );
});

describe('toPickupPoint', () => {
  const point = {
    servicePointId: '020001',
    name: 'PostNord Företagscenter',
    visitingAddress: { streetName: 'TERMINALVÄGEN', streetNumber: '24', postalCode: '17173', city: 'SOLNA' },
    openingHours: { postalServices: week('07:00', '18:00') },
  };

  it('answers id, name, street, postcode and city as the directory does', () => {
    expect(toPickupPoint(point)).toEqual({
      id: '020001',
      name: 'PostNord Företagscenter',
      street: 'Terminalvägen 24',
      postcode: '171 73',
      city: 'Solna',
      openingHours: 'Mån–fre 7–18',
    });
  });

  it('takes the delivery address when there is no visiting address', () => {
    const { visitingAddress, ...rest } = point;
    expect(toPickupPoint({ ...rest, deliveryAddress: visitingAddress })?.street).toBe('Terminalvägen 24');
  });

  it.each([
    { servicePointId: '' },
    { servicePointId: 'SE-1001' },
    { name: '' },
    { visitingAddress: { ...point.visitingAddress, postalCode: '1717' } },
    { visitingAddress: { ...point.visitingAddress, city: '' } },
  ])('leaves out a point lacking what an order needs (%j)', (change) => {
    expect(toPickupPoint({ ...point, ...change })).toBeNull();
  });
});

describe('readServicePoints', () => {
  it('reads the points of an answer and skips the unusable ones', () => {
    const body = JSON.stringify({
      servicePointInformationResponse: {
        servicePoints: [
          {
            servicePointId: '1',
            name: 'A',
            visitingAddress: { streetName: 'Gatan', postalCode: '11122', city: 'Stockholm' },
          },
          { servicePointId: '2' },
          null,
        ],
      },
    });
    expect(readServicePoints(body).map((p) => p.id)).toEqual(['1']);
  });

  it('answers none when PostNord leaves the list out', () => {
    expect(readServicePoints('{"servicePointInformationResponse":{}}')).toEqual([]);
  });

  it.each([
    ['{"servicePointInformationResponse": {"servicePoints": [', /invalid JSON/],
    ['<html>busy</html>', /invalid JSON/],
    ['{"something":"else"}', /no servicePointInformationResponse/],
    ['null', /no servicePointInformationResponse/],
    ['{"servicePointInformationResponse":{"servicePoints":{}}}', /not a list/],
    [
      '{"servicePointInformationResponse":{"compositeFault":{"faults":[{"explanationText":"Invalid apikey"}]}}}',
      /fault: Invalid apikey/,
    ],
  ])('refuses %s with the reason', (body, reason) => {
    expect(() => readServicePoints(body)).toThrow(reason);
  });
});
