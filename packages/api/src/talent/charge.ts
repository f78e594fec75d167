import type { ContactRequest } from '@modern-jobs/domain';
import { EMPLOYER_CONDITION, EMPLOYER_VALUES } from '../accounts/store/users.ts';
import { type AuditEvent, auditPut } from '../audit/store/audit.ts';
import { newId } from '../storage/ids.ts';
import { postEntry, type Recipient, RefusedWithEntryError, type TransactItem } from '../wallet/store/ledger.ts';
import type { BankCompany } from './access.ts';
import type { Candidate } from './store/candidates.ts';
import { seenUpdate, unlockPut, usageUpdate } from './store/records.ts';

/*
 * The payment for a candidate's contacts, shared by an unlock and an accepted request. On its own,
 * without the contacts' CV link (S3): the routes that answer requests carry no S3 client.
 */

/** Who pays: the company, the employer's receipt, and who is acting for the activity log. */
export interface Payer {
  company: BankCompany;
  receipt: Recipient;
  who: { actor: string; ip: string };
}

/** The company already holds the unlock (a parallel call won, or an earlier one): nothing more to pay. */
export class AlreadyUnlocked extends Error {}

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
