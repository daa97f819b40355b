import type { StaffCreateInput, StaffDto, StaffUpdateInput } from '@hemma/contract';
import { isValidEmail, VALIDATION_MESSAGES, validatePassword, validationMessage } from '@hemma/commerce';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, InputError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { hashPassword } from '../../modules/credentials/password-hash.ts';
import type { StaffRow } from '../../modules/staff/staff-repository.ts';
import { presentStaff } from './present-staff.ts';
import type { StaffContext } from './staff-context.ts';

/** The staff list an owner manages. */
export async function listStaff(context: StaffContext): Promise<StaffDto[]> {
  return (await context.staff.list()).map(presentStaff);
}

function passwordProblem(password: string): string | null {
  const [issue] = validatePassword(password);
  return issue ? `password: ${validationMessage(issue)}` : null;
}

const audited = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  is_active: row.is_active === 1,
});

/**
 * Creates a staff user (owner only through the API; the first owner through `npm run admin:create`). The password
 * follows the same rules as a customer's (SPEC §5); the e-mail is unique among staff.
 */
export async function createStaff(
  context: StaffContext,
  actor: AuditActor,
  input: StaffCreateInput,
): Promise<StaffDto> {
  const email = input.email.trim().toLowerCase();
  const problems = [
    isValidEmail(email) ? null : `email: ${VALIDATION_MESSAGES.email}`,
    passwordProblem(input.password),
  ].filter((p): p is string => p !== null);
  if (problems.length > 0) throw new InputError(problems.join('; '));
  const now = context.now().toISOString();
  const passwordHash = await hashPassword(input.password);
  try {
    return await context.db.transaction().execute(async (trx) => {
      const row = await context.staff.insert(trx, {
        email,
        name: input.name,
        role: input.role,
        passwordHash,
        now,
      });
      await recordAudit(
        trx,
        actor,
        {
          action: 'staff.create',
          entityType: 'staff',
          entityId: row.id,
          summary: `Staff ${email} (${input.role}) created`,
          after: audited(row),
        },
        now,
      );
      return presentStaff(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, `email: a staff user with ${email} exists already`);
    throw error;
  }
}

/**
 * Changes a staff user's name, role, active flag or password. A change of role, activity or password ends their
 * sessions; the last active owner can neither be demoted nor deactivated (409), so the shop always has one.
 */
export async function updateStaff(
  context: StaffContext,
  actor: AuditActor,
  id: number,
  input: StaffUpdateInput,
): Promise<StaffDto> {
  if (input.password !== undefined) {
    const problem = passwordProblem(input.password);
    if (problem) throw new InputError(problem);
  }
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const now = context.now().toISOString();
  return context.db.transaction().execute(async (trx) => {
    const before = await context.staff.findById(id, trx);
    if (!before) throw new NotFoundError(`No staff user ${id}`);
    const losesOwner =
      before.role === 'owner' &&
      before.is_active === 1 &&
      ((input.role !== undefined && input.role !== 'owner') || input.is_active === false);
    if (losesOwner && (await context.staff.countActiveOwners(trx)) <= 1)
      throw new AppError(409, 'This is the last active owner: make another staff user owner first.');
    const after = await context.staff.update(
      trx,
      id,
      {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.is_active !== undefined ? { is_active: input.is_active ? 1 : 0 } : {}),
        ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
      },
      now,
    );
    if (!after) throw new NotFoundError(`No staff user ${id}`);
    if (input.role !== undefined || input.is_active !== undefined || passwordHash !== undefined)
      await context.staff.revokeSessionsOf(trx, id, now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'staff.update',
        entityType: 'staff',
        entityId: id,
        summary: `Staff ${after.email} changed${passwordHash ? ' (new password)' : ''}`,
        before: audited(before),
        after: audited(after),
      },
      now,
    );
    return presentStaff(after);
  });
}
