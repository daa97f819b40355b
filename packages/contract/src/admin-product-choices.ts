/**
 * What the product editor offers to choose from that no catalogue screen owns: the products' tax classes and the
 * customer groups of tier prices. Readable by the catalogue role (the tax settings and the customer list are not).
 */
import { z } from 'zod';
import { named } from './registry.ts';

const id = z.number().int();

export const adminProductChoicesSchema = named(
  'AdminProductChoices',
  z.strictObject({
    /** Tax classes a product may have (class type PRODUCT). */
    tax_classes: z.array(z.strictObject({ id, name: z.string() })),
    /** Customer groups a tier price may be limited to (0: not logged in). */
    customer_groups: z.array(z.strictObject({ id, code: z.string() })),
  }),
  'The tax classes and customer groups the product editor offers.',
);

export type AdminProductChoices = z.infer<typeof adminProductChoicesSchema>;
