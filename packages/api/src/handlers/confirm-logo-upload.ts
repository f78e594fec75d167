import * as z from 'zod';
import { objectPathOf, verifyUpload } from '../files/uploads.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler(
  'confirm-logo-upload',
  { body: z.object({ logoURL: z.string().min(1).max(4096) }) },
  async ({ body }) => {
    const record = await verifyUpload('logo', 'admin', body.logoURL);
    return json({ objectPath: objectPathOf(record) });
  },
);
