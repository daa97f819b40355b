import { type FormEvent, useId, useState } from 'react';
import type { AdminOrderDto, OrderEventDto } from '@hemma/contract';
import { isApiError } from '@hemma/api-client/admin';
import { useAddOrderNote } from '../../../../hooks/api/orders.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useNotify } from '../../../../ui/notices.tsx';
import { useOrderStatusName } from '../../../../ui/trade/order-status.tsx';
import { parseTimelineNote, type TimelineLine } from '../timeline-notes.ts';

function useEventTitle(): (event: OrderEventDto) => string {
  const { t } = useI18n();
  const name = useOrderStatusName();
  return (event) => {
    switch (event.type) {
      case 'placed':
        return t('orders.event.placed');
      case 'status':
        return t('orders.event.status', {
          from: name(event.from_status ?? ''),
          to: name(event.to_status ?? ''),
        });
      case 'mail':
        return t(
          event.to_status === 'cancelled'
            ? 'orders.event.mailCancelled'
            : event.to_status === 'changed'
              ? 'orders.event.mailChanged'
              : 'orders.event.mailShipped',
        );
      case 'note':
        return t('orders.event.note');
      default:
        return event.type;
    }
  };
}

function useLineText(): (line: TimelineLine) => string {
  const { t } = useI18n();
  return (line) => {
    switch (line.kind) {
      case 'stockReturned':
        return t('orders.line.stockReturned', { pieces: line.pieces, products: line.products });
      case 'bundleStockKept':
        return t('orders.line.bundleStockKept');
      case 'couponReleased':
        return t('orders.line.couponReleased', { code: line.code });
      case 'pointsReversed':
        return t('orders.line.pointsReversed', { points: line.points });
      case 'cardNotRefunded':
        return t('orders.line.cardNotRefunded');
      case 'mailed':
        return t('orders.line.mailed', { email: line.email });
      case 'mailFailed':
        return t('orders.line.mailFailed', { email: line.email, reason: line.reason });
      case 'text':
        return line.text;
    }
  };
}

/** The order's history, newest first: placed, each status change, each mail, staff notes; and a new note. */
export function OrderTimeline({ order }: { order: AdminOrderDto }) {
  const { t, dateTime } = useI18n();
  const title = useEventTitle();
  const lineText = useLineText();
  const events = [...order.timeline].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <section className="panel" aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('orders.timeline')}</h2>
      <NoteForm order={order} />
      <ol className="timeline">
        {events.map((event) => (
          <li key={event.id} className={`timeline-${event.type}`}>
            <p className="timeline-title">{title(event)}</p>
            <p className="timeline-meta">
              <time dateTime={event.created_at}>{dateTime(event.created_at)}</time>
              {event.staff_email ? ` · ${event.staff_email}` : ''}
            </p>
            {event.note &&
              parseTimelineNote(event.note).map((line, index) => (
                <p
                  key={index}
                  className={
                    line.kind === 'mailFailed' || line.kind === 'cardNotRefunded'
                      ? 'timeline-note timeline-warning'
                      : 'timeline-note'
                  }
                >
                  {lineText(line)}
                </p>
              ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A staff note for the timeline (the customer never sees it). */
function NoteForm({ order }: { order: AdminOrderDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const id = useId();
  const add = useAddOrderNote(order.id);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setProblem(t('validation.required'));
    try {
      await add.mutateAsync(note.trim());
      setNote('');
      setProblem(null);
      notify(t('orders.noteAdded'));
    } catch (error) {
      setProblem(isApiError(error) && error.status < 500 ? error.message : t('validation.unavailable'));
    }
  };
  return (
    <form className="form note-form" noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{t('orders.note')}</label>
        <textarea
          id={id}
          rows={2}
          maxLength={2000}
          value={note}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setNote(event.target.value);
            setProblem(null);
          }}
        />
        {problem ? (
          <p id={`${id}-error`} className="field-error">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className="field-hint">
            {t('orders.noteHint')}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={add.isPending}>
          {t('orders.addNote')}
        </button>
      </div>
    </form>
  );
}
