import { describe, expect, it } from 'vitest';
import { trackingUrl } from './tracking.ts';

describe('trackingUrl', () => {
  it.each([
    ['PostNord', 'SE123456789', 'https://tracking.postnord.com/se/?id=SE123456789'],
    ['postnord', ' 00373500454541020957 ', 'https://tracking.postnord.com/se/?id=00373500454541020957'],
    ['Post Nord', 'UO553662591SE', 'https://tracking.postnord.com/se/?id=UO553662591SE'],
    ['PostNord SE', 'A B&C', 'https://tracking.postnord.com/se/?id=A%20B%26C'],
  ])('links %s number %j to PostNord’s tracking page', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  it.each([
    ['DHL', 'SE123'],
    ['Bring', 'SE123'],
    ['Budbee via PostNord', 'SE123'],
    ['PostNord', ''],
    ['PostNord', '   '],
    [null, 'SE123'],
    ['PostNord', null],
  ])('has no link for %s number %j', (carrier, number) => {
    expect(trackingUrl(carrier, number)).toBeNull();
  });
});
