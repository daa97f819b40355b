import type { UploadedImage } from '@hemma/contract';
import sharp from 'sharp';
import type { AdminClient } from './admin-client.ts';

/** A small real PNG of one colour, made by sharp, for picture uploads. */
export const picture = (background: string) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background } })
    .png()
    .toBuffer();

/** POST /api/admin/images with the picture as the body. */
export const upload = (client: AdminClient, body: Uint8Array, contentType = 'image/png') =>
  client.send<UploadedImage | string>('POST', '/api/admin/images', body, { contentType });
