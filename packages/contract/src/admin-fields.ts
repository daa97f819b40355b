/** Field schemas the back office's catalogue and content forms share (decision 0021). */
import { z } from 'zod';

/** A database id in a request body (a JSON number, not a string). */
export const bodyId = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

/**
 * An amount in kronor incl. VAT with at most two decimals, as the storefront's price fields are (decision 0021):
 * `12995` or `12995.5`. The API turns it into öre at its edge; at most 20 000 000 kr, so that the öre fit the
 * integer columns of both databases (2 000 000 000 < 2^31).
 */
export const sekAmount = z
  .number()
  .min(0, 'must not be negative')
  .max(20_000_000, 'must be at most 20 000 000 kr')
  .refine((kronor) => Math.abs(kronor * 100 - Math.round(kronor * 100)) < 1e-6, {
    message: 'must be kronor with at most two decimals',
  });

/** An amount in euros incl. VAT with at most two decimals (the EUR price list, decision 0057); cents inside. */
export const eurAmount = z
  .number()
  .min(0, 'must not be negative')
  .max(2_000_000, 'must be at most 2 000 000 €')
  .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, {
    message: 'must be euros with at most two decimals',
  });

/** An ISO date (`2026-12-01`, midnight UTC) or date-time; answered as a full UTC date-time. */
export const isoDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, {
    message: 'must be an ISO date or date-time such as 2026-12-01T00:00:00Z',
  })
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'is not a real date' })
  .transform((value) => new Date(value).toISOString());

/** A URL key: lower-case ASCII words joined by hyphens (`soffa-lund`). */
export const urlKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: 'must be lower-case letters, digits and single hyphens, such as soffa-lund',
  });

/** A product's sku: what carts, orders and product URLs name it by. */
export const skuText = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    message: 'must be letters, digits, ".", "_" or "-" (no spaces or slashes)',
  });

/** A file under the shop's images folder, as /img/… serves it (`uploads/3f2a….webp`, `products/x.webp`). */
export const imageFile = z
  .string()
  .max(300)
  .regex(/^[a-z0-9_-]+(\/[a-z0-9_.-]+)*\.(webp|jpg|jpeg|png)$/i, {
    message: 'must be an image path such as uploads/3f2a9c.webp (POST /api/admin/images answers one)',
  })
  .refine((path) => !path.split('/').includes('..'), { message: 'must not contain ".."' });

/** Free text of a form field that may be left empty (null). */
export const optionalText = (max: number) => z.string().max(max).nullable().default(null);

/** Sort direction of an admin list. */
export const sortDirection = z.enum(['asc', 'desc']);

/** `?updated_at=` of a DELETE: the version the editor saw; a row changed since is not deleted (409). */
export const deleteQuery = z.object({ updated_at: z.string().min(1).max(40) }).strict();
