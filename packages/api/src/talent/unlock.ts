import { API_MESSAGES, type CandidateContacts, type ContactRequest } from '@modern-jobs/domain';
import { EMPLOYER_CONDITION, EMPLOYER_VALUES } from '../accounts/store/users.ts';
import { type AuditEvent, auditPut } from '../audit/store/audit.ts';
import { httpError } from '../http/errors.ts';
import { cvBankSetting } from '../settings/cv-bank-setting.ts';
import { newId } from '../storage/ids.ts';
import {
  InsufficientFundsError,
  ProfileRefusedError,
  postEntry,
  type Recipient,
  RefusedWithEntryError,
  type TransactItem,
} from '../wallet/store/ledger.ts';
import { type BankCompany, findableCandidate } from './access.ts';
import { takeDailyUse } from './caps.ts';
import { contactsOf } from './contacts.ts';
import type { Candidate } from './store/candidates.ts';
import { getUnlock, seenUpdate, unlockPut, usageUpdate } from './store/records.ts';
import { getRequest, requestAnswer, requestIdOf } from './store/requests.ts';

/** Who pays: the company, the employer's receipt, and who is acting for the activity log. */
export interface Payer {
  company: BankCompany;
  receipt: Recipient;
  who: { actor: string; ip: string };
}

export interface UnlockResult {
  contacts: CandidateContacts;
  /** paisa taken from the wallet by this call: 0 when the company had unlocked the candidate already */
  chargedPaisa: number;
}

/** The company already holds the unlock (a parallel call won, or an earlier one): nothing more to pay. */
class AlreadyUnlocked extends Error {}

/**
 * Writes the unlock with its payment, in one transaction: the wallet entry (and the balance), the
 * unlock (only if there is none: its condition is what makes two parallel unlocks charge once), the
 * request it pays for if any, what the candidate sees, the company's use, the activity record and
 * the receipt. Throws AlreadyUnlocked when the unlock was there first; InsufficientFundsError with
 * nothing written.
 */
export async function chargeUnlock(
  candidate: Candidate,
  payer: Payer,
  pricePaisa: number,
  paysFor: { request: ContactRequest; answer: TransactItem } | null,
  now: Date,
): Promise<void> {
  const { company } = payer;
  const entryId = newId();
  const at = now.toISOString();
  const audit: AuditEvent = {
    ...payer.who,
    // Paid with the candidate's acceptance, or by the company (an unlock, or an acceptance paid later).
    action: paysFor?.request.status === 'pending' ? 'candidate.request-answered' : 'candidate.unlocked',
    item: {
      type: 'user',
      id: candidate.userId,
      ...(candidate.profile.fullName ? { label: candidate.profile.fullName } : {}),
    },
    changes: [
      { field: 'company', before: null, after: company.name },
      { field: 'paidPaisa', before: null, after: String(pricePaisa) },
    ],
  };
  const writes: TransactItem[] = [
    unlockPut({ companyId: company.id, candidateId: candidate.userId, at, entryId }),
    ...(paysFor ? [paysFor.answer] : []),
    seenUpdate(candidate.userId, { kind: 'unlock', companyId: company.id, companyName: company.name, at }),
    usageUpdate(company, { unlocks: paysFor ? 0 : 1, accepted: paysFor ? 1 : 0, spentPaisa: pricePaisa }, now),
    auditPut(audit, now),
  ];
  try {
    await postEntry(
      {
        id: entryId,
        userId: company.id,
        type: 'contact',
        amountPaisa: -pricePaisa,
        reference: candidate.userId,
        description: paysFor
          ? 'Contacts of a CV bank candidate who accepted your request'
          : 'Contacts of a CV bank candidate',
        with: writes,
        profile: { condition: EMPLOYER_CONDITION, values: EMPLOYER_VALUES },
        receipt: payer.receipt,
      },
      now,
    );
  } catch (error) {
    if (error instanceof RefusedWithEntryError && error.index === 0) throw new AlreadyUnlocked();
    throw error;
  }
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

export { AlreadyUnlocked };
