import {
  createCustomerRepository,
  createStaffRepository,
  ean13CheckDigit,
  hashPassword,
  type DatabaseHandle,
} from '@hemma/api/seeding';

/** The demo shop's customer: log in with these to see the account pages (README). */
export const DEMO_CUSTOMER = {
  email: 'kund@hemma.example',
  password: 'Hemma-2026!',
  firstname: 'Anna',
  lastname: 'Andersson',
  loyaltyCardNumber: `290000000001${ean13CheckDigit('290000000001')}`,
} as const;

/**
 * The demo shop's owner: logs in to the back office at /admin (README). Only the demo shop has it; a real shop makes
 * its first owner with `npm run admin:create`.
 */
export const DEMO_OWNER = {
  email: 'agare@hemma.example',
  password: 'Hemma-Admin-2026!',
  name: 'Eva Ekström',
} as const;

// A fixed salt keeps the seed deterministic (same input, same database). Acceptable only here: the password is
// public anyway. Every real password gets a random salt from hashPassword.
const DEMO_SALT = Buffer.from('hemma-demo-salt!', 'utf8');
const CREATED_AT = '2026-01-01T00:00:00.000Z';

export async function seedStaff(handle: DatabaseHandle): Promise<void> {
  await createStaffRepository(handle.db).insert(handle.db, {
    email: DEMO_OWNER.email,
    name: DEMO_OWNER.name,
    role: 'owner',
    passwordHash: await hashPassword(DEMO_OWNER.password, { salt: DEMO_SALT }),
    now: CREATED_AT,
  });
}

export async function seedCustomers(handle: DatabaseHandle): Promise<void> {
  await createCustomerRepository(handle.db).insert(
    {
      email: DEMO_CUSTOMER.email,
      firstname: DEMO_CUSTOMER.firstname,
      lastname: DEMO_CUSTOMER.lastname,
      password_hash: await hashPassword(DEMO_CUSTOMER.password, { salt: DEMO_SALT }),
      loyalty_card_number: DEMO_CUSTOMER.loyaltyCardNumber,
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
    },
    [
      {
        firstname: DEMO_CUSTOMER.firstname,
        lastname: DEMO_CUSTOMER.lastname,
        street: JSON.stringify(['Drottninggatan 53']),
        city: 'Stockholm',
        postcode: '111 21',
        country_id: 'SE',
        region: null,
        region_id: null,
        region_code: null,
        telephone: '070-123 45 67',
        company: null,
        vat_id: null,
        default_shipping: 1,
        default_billing: 1,
        position: 0,
      },
    ],
  );
}
