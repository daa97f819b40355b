import type { Generated } from 'kysely';

/** 'order': earned by an order; 'reversal': taken back when that order was cancelled (decision 0022). */
export type LoyaltyReason = 'order' | 'reversal';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** Migration 0007: product reviews. Only approved ones are ever shown; the others wait for (or failed) moderation. */
export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  /** Filled in once customer accounts can vouch for the writer; null for guests. */
  customer_id: number | null;
  nickname: string;
  title: string;
  detail: string;
  /** 1–5 stars. */
  rating: number;
  status: ReviewStatus;
  created_at: string;
}

/**
 * Migration 0007: one row per mailbox that signed up; migration 0029: double opt-in. 'pending' until the mailbox opens
 * the confirmation link (decision 0014, addendum).
 */
export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** Trimmed and lower-cased. */
  email: string;
  status: 'pending' | 'subscribed' | 'unsubscribed';
  /** The personal sign-up coupon, issued at the first confirmation (before 0029: at the first sign-up). */
  coupon_code: string | null;
  subscribed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  /** SHA-256 of the latest confirmation link's token; null once unsubscribed. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** When the latest confirmation mail was queued. */
  confirm_sent_at: string | null;
  /** When the mailbox confirmed; null while pending, and for rows subscribed before double opt-in. */
  confirmed_at: string | null;
  /** The store view of the sign-up (its mails' language and links); null: the default store. */
  store_code: string | null;
}

/** Migration 0009: the loyalty points ledger (decision 0016). */
export interface LoyaltyPointsTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number | null;
  increment_id: string | null;
  points: number;
  reason: LoyaltyReason;
  created_at: string;
}

/** Migration 0008: a customer's wishlist and compare list, one row per saved sku. */
export interface CustomerListItemTable {
  id: Generated<number>;
  customer_id: number;
  list: 'wishlist' | 'compare';
  sku: string;
  added_at: string;
}

export interface EngagementTables {
  newsletter_subscribers: NewsletterSubscriberTable;
  reviews: ReviewTable;
  customer_list_items: CustomerListItemTable;
  loyalty_points: LoyaltyPointsTable;
}
