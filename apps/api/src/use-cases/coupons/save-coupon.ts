import type { AdminCouponDto, CouponCreateInput, CouponUpdateInput } from '@hemma/contract';
import { isValidEmail, normalizeCouponCode, VALIDATION_MESSAGES, type Ore } from '@hemma/commerce';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, InputError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import type { CouponRow } from '../../modules/coupon/coupon-repository.ts';
import { requireUnchangedSince } from '../staff/stale-edit.ts';
import type { CouponContext } from './coupon-context.ts';
import { presentAdminCoupon } from './present-coupon.ts';

/** A coupon's rules as stored (öre), the columns the cart's rules read (packages/commerce coupons). */
type CouponRules = Pick<
  CouponRow,
  | 'description'
  | 'type'
  | 'value'
  | 'from_date'
  | 'to_date'
  | 'usage_limit'
  | 'min_subtotal_incl_tax'
  | 'value_eur'
  | 'min_subtotal_incl_tax_eur'
  | 'customer_email'
>;

/** The largest amount an integer column holds comfortably: 20 000 000 kr (as sekAmount in @hemma/contract). */
export const MAX_ORE = 2_000_000_000;
export const FIXED_RANGE = 'value: a fixed discount must be above 0 kr and at most 20 000 000 kr';

/** The problems of a set of rules, each naming its field; the same rules evaluateCoupon enforces and more. */
function ruleProblems(rules: CouponRules): string[] {
  const problems: string[] = [];
  // Whole percentages: the column is an integer (PostgreSQL refuses 12.5 where SQLite kept it).
  if (rules.type === 'percent' && !(Number.isInteger(rules.value) && rules.value > 0 && rules.value <= 100))
    problems.push('value: a percentage must be a whole number above 0 and at most 100');
  if (
    rules.type === 'fixed' &&
    !(Number.isSafeInteger(rules.value) && rules.value > 0 && rules.value <= MAX_ORE)
  )
    problems.push(FIXED_RANGE);
  for (const field of ['from_date', 'to_date'] as const) {
    const date = rules[field];
    if (date !== null && Number.isNaN(Date.parse(date))) problems.push(`${field}: is not a date`);
  }
  // An EUR amount is a fixed discount's (decision 0061); a percentage is the same in every currency.
  if (rules.type === 'percent' && rules.value_eur !== null)
    problems.push('value_eur: only a fixed discount has an EUR amount (a percentage is the same in EUR)');
  if (rules.type === 'fixed' && rules.value_eur === 0)
    problems.push('value_eur: a fixed discount must be above 0 €');
  if (rules.from_date && rules.to_date && Date.parse(rules.to_date) < Date.parse(rules.from_date))
    problems.push('to_date: must not be before from_date');
  if (rules.customer_email !== null && !isValidEmail(rules.customer_email))
    problems.push(`customer_email: ${VALIDATION_MESSAGES.email}`);
  return problems;
}

function requireValidRules(rules: CouponRules): void {
  const problems = ruleProblems(rules);
  if (problems.length > 0) throw new InputError(problems.join('; '));
}

const audited = (row: CouponRow): Record<string, unknown> => ({
  code: row.code,
  description: row.description,
  type: row.type,
  value: row.value,
  from_date: row.from_date,
  to_date: row.to_date,
  usage_limit: row.usage_limit,
  min_subtotal_incl_tax: row.min_subtotal_incl_tax,
  value_eur: row.value_eur,
  min_subtotal_incl_tax_eur: row.min_subtotal_incl_tax_eur,
  customer_email: row.customer_email,
  is_active: row.is_active === 1,
});

async function present(context: CouponContext, row: CouponRow): Promise<AdminCouponDto> {
  const usage = await context.orders.couponUsage([row.code]);
  return presentAdminCoupon(row, usage.get(row.code));
}

const email = (value: string | null) => (value === null || value === '' ? null : value.toLowerCase());

/**
 * A coupon's value as the edge read it (http/admin/coupon-input.ts, decision 0062): the number as a percentage, and
 * as an amount in öre — or why it is not one (more than two decimals, beyond the column) — since which it is depends
 * on the coupon's type, which an edit may leave as stored.
 */
export type CouponValue = { percent: number; ore: Ore } | { percent: number; notOre: string };

/** The amounts of a coupon in the store's minor units: öre, and euro cents for the EUR store views (decision 0061). */
type CouponAmounts = 'value' | 'min_subtotal_incl_tax' | 'value_eur' | 'min_subtotal_incl_tax_eur';

/** A new coupon as the use case takes it: the contract's body with its amounts in öre and cents. */
export type CouponCreate = Omit<CouponCreateInput, CouponAmounts> & {
  value: CouponValue;
  min_subtotal_incl_tax: Ore | null;
  value_eur: number | null;
  min_subtotal_incl_tax_eur: number | null;
};

/** A coupon's edit as the use case takes it: the contract's body with its amounts in öre and cents. */
export type CouponUpdate = Omit<CouponUpdateInput, CouponAmounts> & {
  value?: CouponValue | undefined;
  min_subtotal_incl_tax?: Ore | null | undefined;
  value_eur?: number | null | undefined;
  min_subtotal_incl_tax_eur?: number | null | undefined;
};

/** The stored value of a coupon of `type`: a percentage as given, a fixed amount in whole öre. */
function storedValue(type: 'percent' | 'fixed', value: CouponValue): number {
  if (type !== 'fixed') return value.percent;
  if ('notOre' in value) throw new InputError(value.notOre);
  return value.ore;
}

/** POST /api/admin/coupons: a new code the cart applies at once (apply-coupon reads the table). */
export async function createCoupon(
  context: CouponContext,
  actor: AuditActor,
  input: CouponCreate,
): Promise<AdminCouponDto> {
  const code = normalizeCouponCode(input.code);
  const rules: CouponRules = {
    description: input.description,
    type: input.type,
    value: storedValue(input.type, input.value),
    from_date: input.from_date,
    to_date: input.to_date,
    usage_limit: input.usage_limit,
    min_subtotal_incl_tax: input.min_subtotal_incl_tax,
    value_eur: input.value_eur,
    min_subtotal_incl_tax_eur: input.min_subtotal_incl_tax_eur,
    customer_email: email(input.customer_email),
  };
  requireValidRules(rules);
  const now = context.now().toISOString();
  try {
    const row = await context.db.transaction().execute(async (trx) => {
      const created = await context.coupons.insertOne(trx, {
        code,
        ...rules,
        is_active: input.is_active ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
      await recordAudit(
        trx,
        actor,
        {
          action: 'coupon.create',
          entityType: 'coupon',
          entityId: created.id,
          summary: `Coupon ${code} created`,
          after: audited(created),
        },
        now,
      );
      return created;
    });
    return present(context, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, `code: a coupon ${code} exists already`);
    throw error;
  }
}

/** PATCH /api/admin/coupons/:id: changes rules (not the code: orders name it); refuses a stale copy with 409. */
export async function updateCoupon(
  context: CouponContext,
  actor: AuditActor,
  id: number,
  input: CouponUpdate,
): Promise<AdminCouponDto> {
  const now = context.now().toISOString();
  const row = await context.db.transaction().execute(async (trx) => {
    const before = await context.coupons.findById(id, trx);
    if (!before) throw new NotFoundError(`No coupon ${id}`);
    requireUnchangedSince(before.updated_at ?? before.created_at, input.updated_at, `Coupon ${before.code}`);
    const type = input.type ?? before.type;
    if (input.type !== undefined && input.type !== before.type && input.value === undefined)
      throw new InputError('value: give the value with a new type');
    const rules: CouponRules = {
      description: input.description ?? before.description,
      type,
      value: input.value === undefined ? before.value : storedValue(type, input.value),
      from_date: input.from_date === undefined ? before.from_date : input.from_date,
      to_date: input.to_date === undefined ? before.to_date : input.to_date,
      usage_limit: input.usage_limit === undefined ? before.usage_limit : input.usage_limit,
      min_subtotal_incl_tax:
        input.min_subtotal_incl_tax === undefined
          ? before.min_subtotal_incl_tax
          : input.min_subtotal_incl_tax,
      // A percentage has no EUR amount: changing to one drops the EUR discount unless the change names one.
      value_eur:
        input.value_eur !== undefined ? input.value_eur : type === 'percent' ? null : before.value_eur,
      min_subtotal_incl_tax_eur:
        input.min_subtotal_incl_tax_eur === undefined
          ? before.min_subtotal_incl_tax_eur
          : input.min_subtotal_incl_tax_eur,
      customer_email:
        input.customer_email === undefined ? before.customer_email : email(input.customer_email),
    };
    requireValidRules(rules);
    const isActive = input.is_active === undefined ? before.is_active : input.is_active ? 1 : 0;
    return saveChange(context, trx, actor, before, { ...rules, is_active: isActive }, now);
  });
  return present(context, row);
}

/** POST /api/admin/coupons/:id/deactivate: the code stops working in carts at once; orders keep it. */
export async function deactivateCoupon(
  context: CouponContext,
  actor: AuditActor,
  id: number,
): Promise<AdminCouponDto> {
  const now = context.now().toISOString();
  const row = await context.db.transaction().execute(async (trx) => {
    const before = await context.coupons.findById(id, trx);
    if (!before) throw new NotFoundError(`No coupon ${id}`);
    if (before.is_active === 0) return before;
    return saveChange(context, trx, actor, before, { is_active: 0 }, now);
  });
  return present(context, row);
}

async function saveChange(
  context: CouponContext,
  trx: Parameters<CouponContext['coupons']['update']>[0],
  actor: AuditActor,
  before: CouponRow,
  change: Partial<CouponRules> & { is_active: number },
  now: string,
): Promise<CouponRow> {
  const after = await context.coupons.update(trx, before.id, { ...change, updated_at: now });
  await recordAudit(
    trx,
    actor,
    {
      action: after.is_active === 0 && before.is_active === 1 ? 'coupon.deactivate' : 'coupon.update',
      entityType: 'coupon',
      entityId: before.id,
      summary: `Coupon ${before.code} ${after.is_active === 0 && before.is_active === 1 ? 'deactivated' : 'changed'}`,
      before: audited(before),
      after: audited(after),
    },
    now,
  );
  return after;
}
