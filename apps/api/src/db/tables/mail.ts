import type { Generated } from 'kysely';

/** Row types of migration 0023 (the mail outbox, decision 0031). */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The newsletter's mails (decision 0014, addendum) have no order: `order_id` is null for them. */
  kind:
    | 'order_confirmation'
    | 'order_shipped'
    | 'order_cancelled'
    /** Migration 0039 (decision 0054): a return's instructions, its rejection and its credit note. */
    | 'return_instructions'
    | 'return_rejected'
    | 'return_credit_note'
    | 'order_shipment'
    | 'order_changed'
    | 'newsletter_confirmation'
    | 'newsletter_welcome';
  order_id: number | null;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  message_id: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
