import { config } from '../config.ts';
import { pageHandler } from '../http/preset.ts';
import { robots } from '../pages/robots.ts';

export const handler = pageHandler('robots', async () => robots(config.SITE_ORIGIN));
