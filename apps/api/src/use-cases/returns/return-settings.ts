import type { ReturnSettingsDto } from '@hemma/contract';
import { DEFAULT_RETURN_DAYS, returnWindowDays } from '@hemma/commerce';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import type { ReturnsContext } from './returns-context.ts';

const KEY = 'returns';

/** Where the goods are sent back until the owner says otherwise. */
export const DEFAULT_RETURN_ADDRESS = 'Hemma Returer\nLagervägen 12\n553 03 Jönköping';

/** The owner's return settings (decision 0054): the window in days (never under 14) and the return address. */
export async function getReturnSettings(context: ReturnsContext): Promise<ReturnSettingsDto> {
  const row = (await context.settingsStore.read([KEY])).get(KEY);
  let stored: Partial<ReturnSettingsDto>;
  try {
    stored = row ? (JSON.parse(row.value) as Partial<ReturnSettingsDto>) : {};
  } catch {
    stored = {};
  }
  return {
    return_window_days: returnWindowDays(stored.return_window_days ?? DEFAULT_RETURN_DAYS),
    return_address:
      typeof stored.return_address === 'string' ? stored.return_address : DEFAULT_RETURN_ADDRESS,
    updated_at: row?.updated_at ?? null,
  };
}

export async function saveReturnSettings(
  context: ReturnsContext,
  actor: AuditActor,
  input: { return_window_days: number; return_address: string },
): Promise<ReturnSettingsDto> {
  const before = await getReturnSettings(context);
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    await context.settingsStore.write(trx, KEY, JSON.stringify(input), now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'settings.returns',
        entityType: 'settings',
        entityId: KEY,
        summary: `Returer: ${input.return_window_days} dagars ångerrätt`,
        before: { return_window_days: before.return_window_days, return_address: before.return_address },
        after: input,
      },
      now,
    );
  });
  return getReturnSettings(context);
}
