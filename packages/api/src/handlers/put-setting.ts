import { API_MESSAGES, isSettingKey, SETTING_SCHEMAS, settingUpdateSchema } from '@modern-jobs/domain';
import * as z from 'zod';
import { changesBetween } from '../audit/store/audit.ts';
import { clearEdgeCache } from '../edge/clear-edge-cache.ts';
import { adminAction } from '../http/actor.ts';
import { httpError } from '../http/errors.ts';
import { versionSentBack } from '../http/if-match.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { getSetting, putSetting, SettingConflictError } from '../settings/store/settings.ts';

export const handler = httpHandler(
  'put-setting',
  { params: z.object({ key: z.string().max(64) }), body: settingUpdateSchema },
  async ({ params, body, event, auth }) => {
    const who = await adminAction(auth, event);
    if (!isSettingKey(params.key)) throw httpError(404, API_MESSAGES.settingNotFound);
    let value: unknown;
    try {
      value = JSON.parse(body.value);
    } catch {
      throw httpError(400, API_MESSAGES.invalidSettingValue, {
        issues: [{ path: 'value', message: API_MESSAGES.settingNotJson }],
      });
    }
    const parsed = SETTING_SCHEMAS[params.key].safeParse(value);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: ['value', ...i.path].join('.'), message: i.message }));
      throw httpError(400, issues[0]?.message ?? API_MESSAGES.invalidSettingValue, { issues });
    }
    // Stored as the schema's output, so defaults are filled in and unknown fields dropped.
    try {
      const value = JSON.stringify(parsed.data);
      const before = await getSetting(params.key);
      const saved = await putSetting(params.key, value, new Date(), versionSentBack(event), {
        ...who,
        action: 'setting.updated',
        item: { type: 'setting', id: params.key },
        changes: changesBetween({ value: before?.value }, { value }, ['value']),
      });
      await clearEdgeCache({ key: params.key });
      return json(saved);
    } catch (error) {
      if (error instanceof SettingConflictError) throw httpError(412, API_MESSAGES.settingChanged);
      throw error;
    }
  },
);
