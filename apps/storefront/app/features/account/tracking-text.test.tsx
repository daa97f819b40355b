import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrackingText } from './tracking-text.tsx';

describe('TrackingText', () => {
  it('links the tracking line to the carrier’s page in a new tab', () => {
    const html = renderToStaticMarkup(
      <TrackingText
        text="Spårningsnummer (PostNord): SE1"
        url="https://tracking.postnord.com/se/?id=SE1&x=1"
      />,
    );
    expect(html).toBe(
      '<a href="https://tracking.postnord.com/se/?id=SE1&amp;x=1" target="_blank" rel="noopener noreferrer">Spårningsnummer (PostNord): SE1</a>',
    );
  });

  it('is plain text without a tracking page', () => {
    expect(renderToStaticMarkup(<TrackingText text="Spårningsnummer (DHL): J1" url={null} />)).toBe(
      'Spårningsnummer (DHL): J1',
    );
  });
});
