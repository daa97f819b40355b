import type { UploadedImage } from '@hemma/contract';
import { InputError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { storeUploadedImage } from '../../modules/media/image-upload.ts';
import type { CatalogAdminContext } from './catalog-admin-context.ts';

const PROBLEMS = {
  not_an_image: 'image: the body is not a picture sharp can read',
  unsupported_format: 'image: only JPEG, PNG and WebP pictures are taken',
  too_many_pixels: 'image: more than 50 megapixels',
} as const;

/**
 * Stores an uploaded picture (decision 0021) and answers the file name to put into a product, a banner or a category.
 * The file shows nowhere until something names it, so the upload needs no catalogue invalidation.
 */
export async function uploadImage(
  context: CatalogAdminContext,
  actor: AuditActor,
  body: Buffer,
): Promise<UploadedImage> {
  if (body.length === 0)
    throw new InputError('image: the body is empty; send the picture itself as the body');
  const stored = await storeUploadedImage(context.settings.media, body);
  if (!stored.ok) throw new InputError(`${PROBLEMS[stored.problem]} (${stored.detail.slice(0, 120)})`);
  const { ok: _ok, ...image } = stored;
  await recordAudit(
    context.db,
    actor,
    {
      action: 'image.upload',
      entityType: 'image',
      entityId: image.file,
      summary: `Picture ${image.file} uploaded (${image.width}×${image.height})`,
      after: image,
    },
    context.now().toISOString(),
  );
  return image;
}
