import { pageHandler } from '../http/preset.ts';
import { sitemap } from '../pages/sitemap.ts';

export const handler = pageHandler('sitemap', async () => {
  const { itemsRead: _itemsRead, ...response } = await sitemap(new Date());
  return response;
});
