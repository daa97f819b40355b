import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrackingNumber } from './tracking-number.tsx';

describe('TrackingNumber', () => {
  it('links a PostNord number to PostNord’s tracking page in a new tab', () => {
    expect(
      renderToStaticMarkup(
        <TrackingNumber number="SE123" url="https://tracking.postnord.com/se/?id=SE123" />,
      ),
    ).toBe(
      '<a href="https://tracking.postnord.com/se/?id=SE123" target="_blank" rel="noopener noreferrer">SE123</a>',
    );
  });

  it('shows another carrier’s number as text', () => {
    expect(renderToStaticMarkup(<TrackingNumber number="JJD1" url={null} />)).toBe('JJD1');
  });
});
