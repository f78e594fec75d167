// Draws the site's share card into the web app's public folder: `pnpm --filter @modern-jobs/api
// site-card`. It is committed (the web build copies it); a unit test fails when the design or the
// hero's words change and it was not drawn again.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGLISH, SITE_CARD_PATH, siteCardLines } from '@modern-jobs/domain';
import { siteCard } from '../src/cards/card-layout.ts';
import { renderCard } from '../src/cards/render-card.ts';

export const SITE_CARD_FILE = join(import.meta.dirname, '..', '..', 'web', 'public', SITE_CARD_PATH.slice(1));

export const renderSiteCard = () => renderCard(siteCard(siteCardLines(ENGLISH)));

if (process.argv[1] === import.meta.filename) {
  writeFileSync(SITE_CARD_FILE, await renderSiteCard());
  process.stdout.write(`wrote ${SITE_CARD_FILE}\n`);
}
