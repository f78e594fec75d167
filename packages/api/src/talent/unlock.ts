import { API_MESSAGES, type CandidateContacts, type ContactRequest } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { cvBankSetting } from '../settings/cv-bank-setting.ts';
import {
  InsufficientFundsError,
  ProfileRefusedError,
  RefusedWithEntryError,
  type TransactItem,
} from '../wallet/store/ledger.ts';
import { findableCandidate } from './access.ts';
import { takeDailyUse } from './caps.ts';
import { AlreadyUnlocked, chargeUnlock, type Payer } from './charge.ts';
import { contactsOf } from './contacts.ts';
import { getUnlock } from './store/records.ts';
import { getRequest, requestAnswer, requestIdOf } from './store/requests.ts';

export type { Payer } from './charge.ts';

export interface UnlockResult {
  contacts: CandidateContacts;
  /** paisa taken from the wallet by this call: 0 when the company had unlocked the candidate already */
  chargedPaisa: number;
}

/**
 * An employer unlocks a candidate's contacts and default CV, paying from the wallet once per
 * company: a second unlock (or one racing the first) shows them again, free. A visible candidate is
 * unlocked at the unlock price; an anonymous one only through their accepted request, at the
 * request's price, when their acceptance could not be charged then (the wallet was short).
 * 402 without enough credit, and nothing is charged or counted.
 */
export async function unlockCandidate(candidateId: string, payer: Payer, now = new Date()): Promise<UnlockResult> {
  const { company } = payer;
  const candidate = await findableCandidate(candidateId, company);
  if (await getUnlock(company.id, candidateId)) return { contacts: await contactsOf(candidate), chargedPaisa: 0 };
  const setting = await cvBankSetting();
  let paysFor: { request: ContactRequest; answer: TransactItem } | null = null;
  if (candidate.visibility === 'anonymous') {
    const request = await getRequest(requestIdOf(company.id, candidateId));
    if (request?.status !== 'accepted') throw httpError(409, API_MESSAGES.talentAnonymous);
    paysFor = {
      request,
      answer: requestAnswer(request.id, { status: 'accepted', paid: true, at: now.toISOString() }, 'accepted-unpaid'),
    };
  }
  const price = paysFor ? setting.requestPaisa : setting.unlockPaisa;
  const giveBack = await takeDailyUse('unlock', company.id, setting, now);
  try {
    await chargeUnlock(candidate, payer, price, paysFor, now);
    return { contacts: await contactsOf(candidate), chargedPaisa: price };
  } catch (error) {
    await giveBack();
    if (error instanceof AlreadyUnlocked) return { contacts: await contactsOf(candidate), chargedPaisa: 0 };
    // Short of credit, unless a parallel unlock (which took the credit) got there first.
    if (error instanceof InsufficientFundsError) {
      if (await getUnlock(company.id, candidateId)) return { contacts: await contactsOf(candidate), chargedPaisa: 0 };
      throw httpError(402, API_MESSAGES.insufficientFunds);
    }
    if (error instanceof ProfileRefusedError) throw httpError(403, API_MESSAGES.notEmployer);
    // The request was paid meanwhile (its condition): the unlock is there or about to be.
    if (error instanceof RefusedWithEntryError) throw httpError(409, API_MESSAGES.talentRequestAnswered);
    throw error;
  }
}
