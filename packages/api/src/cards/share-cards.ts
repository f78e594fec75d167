import type { Job } from '@modern-jobs/domain';
import { objectExists, openObject, removeObject, writeObject } from '../files/objects.ts';
import { sniff } from '../files/sniff.ts';
import { CARD_CACHE, cardLinesOf, shareCardKey } from './card-key.ts';
import { jobCard } from './card-layout.ts';
import { renderCard } from './render-card.ts';

/** The logo as an image satori can draw (PNG or JPEG); none for a WebP, a missing or an unverified one. */
async function logoDataUri(key: string | null): Promise<string | null> {
  if (!key) return null;
  const object = await openObject(key);
  if (!object?.inline) return null;
  const type = sniff(object.body);
  if (type !== 'image/png' && type !== 'image/jpeg') return null;
  return `data:${type};base64,${object.body.toString('base64')}`;
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
      const lines = cardLinesOf(after);
      const png = await renderCard(jobCard(lines, await logoDataUri(lines.logoKey)));
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
