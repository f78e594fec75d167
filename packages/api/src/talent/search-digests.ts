import { type CandidateCard, SAVED_SEARCH_MAIL_CARDS } from '@modern-jobs/domain';
import type { MailCandidate, QueuedMail } from '@modern-jobs/domain/email';
import { getAccount } from '../accounts/store/users.ts';
import { type DueDigest, digestDayOf, digestTimeOf, finishRecurringDigest } from '../alerts/store/alert-deliveries.ts';
import { unsubscribeLinks } from '../alerts/unsubscribe-links.ts';
import { newCandidates } from './search/new-candidates.ts';
import { getCandidateSearch, type StoredCandidateSearch } from './store/searches.ts';

const DAY_MS = 86_400_000;

/** What the e-mail shows of a card: a line about them and their id; never the name, never contacts. */
export const mailCandidateOf = (card: CandidateCard): MailCandidate => ({
  id: card.id,
  headline: card.headline,
  city: card.city,
  years: card.yearsOfExperience,
});

/** A saved search's e-mail, as plain data for the outbox, with the owner's unsubscribe links for it. */
export function candidateSearchMail(
  search: StoredCandidateSearch,
  found: { cards: CandidateCard[]; total: number },
  to: string,
): QueuedMail {
  const candidates = found.cards.slice(0, SAVED_SEARCH_MAIL_CARDS).map(mailCandidateOf);
  return {
    kind: 'candidate-search-digest',
    to,
    locale: search.locale,
    snapshot: {
      searchId: search.id,
      searchName: search.name,
      candidates,
      more: Math.max(0, found.total - candidates.length),
      unsubscribe: unsubscribeLinks(search.companyId, search.id, search.locale),
    },
  };
}

/**
 * Sends a saved candidate search its due digest of a day (a `digest` task of the alerts' senders):
 * the candidates it finds, for its company, among those who changed or came into the bank from the
 * last one's end (`since`) to this day's 9:00, e-mailed to the company's owner if there are any and
 * the company may still use the bank; then its place on the next day's list, from this day's 9:00.
 * A deleted search ends there. False when nothing was sent (nothing new, or sent before).
 */
export async function sendCandidateDigest(due: DueDigest, day: string, now = new Date()): Promise<boolean> {
  const search = await getCandidateSearch(due.userId, due.id);
  if (!search) return finishRecurringDigest(due, day, null, null, now);
  const until = digestTimeOf(day);
  const since = due.since ? new Date(due.since) : new Date(until.getTime() - DAY_MS);
  const account = await getAccount(search.companyId, true);
  const owner = account && !account.disabled && account.user.company?.verified ? account.user : null;
  const found =
    owner?.email && since < until
      ? await newCandidates(search.criteria, search.companyId, { from: since, to: until }, SAVED_SEARCH_MAIL_CARDS)
      : { cards: [], total: 0 };
  const mail = owner?.email && found.cards.length > 0 ? candidateSearchMail(search, found, owner.email) : null;
  // A digest caught up late goes on from the next 9:00 still to come, its window covering the days between.
  const nextDay = digestDayOf(now) > day ? digestDayOf(now) : digestDayOf(until);
  return finishRecurringDigest(due, day, mail, { day: nextDay, since: until.toISOString() }, now);
}
