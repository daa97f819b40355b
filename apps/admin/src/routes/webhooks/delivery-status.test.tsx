import type { WebhookDeliveryDto } from '@hemma/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { DeliveryStatus } from './delivery-status.tsx';

const row = (patch: Partial<WebhookDeliveryDto>): WebhookDeliveryDto => ({
  id: 1,
  event_id: 'msg_1',
  event_type: 'order.created',
  status: 'pending',
  attempts: 1,
  response_code: 500,
  response_excerpt: 'nope',
  created_at: '2026-12-06T04:30:00.000Z',
  last_attempt_at: '2026-12-06T04:30:00.000Z',
  next_attempt_at: '2026-12-06T04:30:30.000Z',
  delivered_at: null,
  ...patch,
});
const shown = (delivery: WebhookDeliveryDto) =>
  renderToStaticMarkup(
    <I18nProvider>
      <DeliveryStatus row={delivery} />
    </I18nProvider>,
  );

describe('DeliveryStatus', () => {
  it('tells the owner when a waiting delivery is tried again', () => {
    const html = shown(row({}));
    expect(html).toContain('Väntar');
    expect(html).toContain('Nästa försök 2026-12-06 05:30');
  });

  it('says nothing of a next attempt once a delivery is delivered or failed', () => {
    expect(shown(row({ status: 'delivered', next_attempt_at: null }))).not.toContain('Nästa försök');
    expect(shown(row({ status: 'failed', next_attempt_at: null }))).toContain('Misslyckad');
  });
});
