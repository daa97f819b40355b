import type { ShopSettingsDto } from '@hemma/contract';
import type { z } from 'zod';
import { InputError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { describeIssues, requireUnchangedSince } from '../staff/stale-edit.ts';
import {
  PAYMENT_KEY,
  readCheckoutSettings,
  SHIPPING_KEY,
  storedPaymentMethods,
  storedShippingMethods,
  type StoredPaymentMethod,
  type StoredShippingMethod,
} from './checkout-settings.ts';
import { presentShopSettings } from './present-settings.ts';
import type { SettingsContext } from './settings-context.ts';

/** Methods as the owner saves them, amounts in öre (the HTTP edge converts the kronor: decision 0062). */
export interface MethodsSave<Method> {
  methods: Method[];
  /** When the owner read them (409 when they changed since). */
  updated_at: string | null;
}

/** GET /api/admin/settings: the shipping and payment methods as the shop offers them now. */
export async function getShopSettings(context: SettingsContext): Promise<ShopSettingsDto> {
  return presentShopSettings(await readCheckoutSettings(context.settings, context.log));
}

async function saveSetting<T>(
  context: SettingsContext,
  actor: AuditActor,
  setting: { key: string; label: string; schema: z.ZodType<T>; value: unknown; updatedAt: string | null },
): Promise<ShopSettingsDto> {
  const checked = setting.schema.safeParse(setting.value);
  if (!checked.success) throw new InputError(describeIssues('methods', checked.error.issues));
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const before = await context.settings.readIn(trx, setting.key);
    requireUnchangedSince(before?.updated_at ?? null, setting.updatedAt, `The ${setting.label}`);
    await context.settings.write(trx, setting.key, JSON.stringify(checked.data), now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'settings.update',
        entityType: 'settings',
        entityId: setting.key,
        summary: `${setting.label[0]!.toUpperCase()}${setting.label.slice(1)} changed`,
        before: before ? { methods: JSON.parse(before.value) as unknown } : null,
        after: { methods: checked.data },
      },
      now,
    );
  });
  return getShopSettings(context);
}

/**
 * PUT /api/admin/settings/shipping-methods: the owner's shipping methods, prices and free-shipping threshold. The
 * next cart call of this process offers them, other processes' within 2 s (decision 0072).
 */
export function saveShippingMethods(
  context: SettingsContext,
  actor: AuditActor,
  input: MethodsSave<StoredShippingMethod>,
): Promise<ShopSettingsDto> {
  return saveSetting(context, actor, {
    key: SHIPPING_KEY,
    label: 'shipping methods',
    schema: storedShippingMethods,
    value: input.methods,
    updatedAt: input.updated_at,
  });
}

/** PUT /api/admin/settings/payment-methods: which payment methods are offered, their titles and fees. */
export function savePaymentMethods(
  context: SettingsContext,
  actor: AuditActor,
  input: MethodsSave<StoredPaymentMethod>,
): Promise<ShopSettingsDto> {
  return saveSetting(context, actor, {
    key: PAYMENT_KEY,
    label: 'payment methods',
    schema: storedPaymentMethods,
    value: input.methods,
    updatedAt: input.updated_at,
  });
}
