import { pageHandler } from '../http/preset.ts';
import { daySitemap } from '../pages/sitemap.ts';

export const handler = pageHandler('sitemap-day', async (event) => {
  const { itemsRead: _itemsRead, ...response } = await daySitemap(event.pathParameters?.file ?? '', new Date());
  return response;
});
