import { API_MESSAGES, isSettingKey } from '@modern-jobs/domain';
import * as z from 'zod';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { SHARED_CACHE } from '../http/shared-cache.ts';
import { getSetting } from '../settings/store/settings.ts';

export const handler = httpHandler(
  'get-setting',
  { params: z.object({ key: z.string().max(64) }) },
  async ({ params }) => {
    // Unknown keys and known keys never set both answer 404: the site then uses its defaults.
    const record = isSettingKey(params.key) ? await getSetting(params.key) : null;
    if (!record) throw httpError(404, API_MESSAGES.settingNotFound);
    return json(record, { headers: { 'Cache-Control': SHARED_CACHE.setting } });
  },
);
