import { config } from '../config.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler('get-version', {}, async () =>
  json({
    version: config.APP_VERSION,
    commit: config.APP_COMMIT,
    buildTime: config.APP_BUILD_TIME,
    stage: config.STAGE,
  }),
);
