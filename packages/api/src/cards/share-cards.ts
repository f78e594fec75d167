import type { Job, ShareCardLines } from '@modern-jobs/domain';
import { imageSize, logoFits } from '../files/image-size.ts';
import { objectExists, openObject, removeObject, writeObject } from '../files/objects.ts';
import { sniff } from '../files/sniff.ts';
import { logger } from '../observability/logger.ts';
import { CARD_CACHE, cardLinesOf, shareCardKey } from './card-key.ts';
import { jobCard } from './card-layout.ts';
import { renderCard } from './render-card.ts';

/**
 * The logo as an image satori can draw (PNG or JPEG); none for a WebP, an unverified one, or one
 * that is not there (a typo in the operator's path, a removed file: openObject answers null, for
 * S3's 403 as for its 404). Nor for one whose header declares more pixels than a logo may have
 * (uploaded before that was checked, or named by the operator's path): satori only reads an image's
 * header, but resvg decodes it whole when it rasterizes the card, so that is checked first.
 */
async function logoDataUri(key: string | null): Promise<string | null> {
  if (!key) return null;
  const object = await openObject(key);
  if (!object?.inline) return null;
  const type = sniff(object.body);
  if (type !== 'image/png' && type !== 'image/jpeg') return null;
  const size = imageSize(object.body, type);
  if (!size || !logoFits(size)) {
    logger.warn('share card drawn without its logo: too large to decode, or unreadable', { key, size });
    return null;
  }
  return `data:${type};base64,${object.body.toString('base64')}`;
}

/**
 * The card, with the logo when it can be drawn. A logo that breaks the drawing (bytes that are not
 * the image their header says) leaves it out rather than failing the card, and with it the batch.
 */
async function drawCard(lines: ShareCardLines): Promise<Buffer> {
  const logo = await logoDataUri(lines.logoKey);
  if (logo) {
    try {
      return await renderCard(jobCard(lines, logo));
    } catch (error) {
      logger.warn('share card drawn without its logo: it could not be drawn', {
        key: lines.logoKey,
        error: (error as Error).message,
      });
    }
  }
  return renderCard(jobCard(lines, null));
}

export type CardChange = 'drawn' | 'kept' | 'removed' | 'none';

/**
 * Brings a job's card in line with a write: draws the card the job now needs unless it is there
 * (any write heals a card that is missing: a failed draw, a job from before cards, a new design),
 * and removes the one it no longer shows. `before`/`after` are the job as the stream saw it.
 */
export async function syncShareCard(before: Job | null, after: Job | null): Promise<CardChange[]> {
  const changes: CardChange[] = [];
  const next = after ? shareCardKey(after) : null;
  const previous = before ? shareCardKey(before) : null;
  if (after && next) {
    if (await objectExists(next)) changes.push('kept');
    else {
      const png = await drawCard(cardLinesOf(after));
      await writeObject(next, png, 'image/png', CARD_CACHE);
      changes.push('drawn');
    }
  }
  if (previous && previous !== next) {
    await removeObject(previous);
    changes.push('removed');
  }
  return changes.length > 0 ? changes : ['none'];
}
