import { API_MESSAGES, isSettingKey, SETTING_SCHEMAS, settingUpdateSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { clearEdgeCache } from '../edge/clear-edge-cache.ts';
import { httpError } from '../http/errors.ts';
import { versionSentBack } from '../http/if-match.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { putSetting, SettingConflictError } from '../storage/settings.ts';

export const handler = httpHandler(
  'put-setting',
  { params: z.object({ key: z.string().max(64) }), body: settingUpdateSchema },
  async ({ params, body, event, correlationId }) => {
    if (!isSettingKey(params.key)) throw httpError(404, API_MESSAGES.settingNotFound);
    let value: unknown;
    try {
      value = JSON.parse(body.value);
    } catch {
      throw httpError(400, API_MESSAGES.invalidSettingValue, {
        issues: [{ path: 'value', message: 'Value must be JSON' }],
      });
    }
    const parsed = SETTING_SCHEMAS[params.key].safeParse(value);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: ['value', ...i.path].join('.'), message: i.message }));
      throw httpError(400, issues[0]?.message ?? API_MESSAGES.invalidSettingValue, { issues });
    }
    // Stored as the schema's output, so defaults are filled in and unknown fields dropped.
    try {
      const saved = await putSetting(params.key, JSON.stringify(parsed.data), new Date(), versionSentBack(event));
      await clearEdgeCache({ key: params.key }, correlationId);
      return json(saved);
    } catch (error) {
      if (error instanceof SettingConflictError) throw httpError(412, API_MESSAGES.settingChanged);
      throw error;
    }
  },
);
