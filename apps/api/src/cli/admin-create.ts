import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@hemma/contract';
import { createStaff } from '../use-cases/staff/manage-staff.ts';
import { openConfiguredShop, runCommand } from './cli-database.ts';
import { readSecret } from './read-secret.ts';

const USAGE = `npm run admin:create -- --email <e-mail> [--role owner|catalogue|orders] [--name "Full Name"]
The password is asked for (hidden), or read from HEMMA_ADMIN_PASSWORD when no terminal is attached.`;

/**
 * npm run admin:create -- --email … --role owner
 * Creates a staff user on the configured database — the way a real shop gets its first owner (decision 0020; the
 * demo shop's owner comes from the demo seed only). The password follows the customer rules and is never an option
 * on the command line (it would stay in the shell's history).
 */
runCommand(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'owner' },
      name: { type: 'string' },
    },
  });
  if (!values.email) throw new Error(`--email is required.\n${USAGE}`);
  if (!STAFF_ROLES.includes(values.role as StaffRole))
    throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}.\n${USAGE}`);
  const password =
    process.env.HEMMA_ADMIN_PASSWORD ??
    (await readSecret(`Password for ${values.email} (8+ characters, 3 kinds of character): `));
  const shop = await openConfiguredShop();
  try {
    const staff = await createStaff(
      shop.staff(),
      { id: null, email: 'npm run admin:create' },
      {
        email: values.email,
        name: values.name ?? values.email.split('@')[0]!,
        role: values.role as StaffRole,
        password,
      },
    );
    console.log(`✔ ${staff.email} can now log in to /admin as ${staff.role} (${shop.where}).`);
  } finally {
    await shop.close();
  }
});
