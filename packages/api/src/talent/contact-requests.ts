import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  API_MESSAGES,
  type ContactDecision,
  type ContactRequest,
  type ContactRequestInput,
  DEFAULT_LOCALE,
  type Locale,
} from '@modern-jobs/domain';
import { getUser } from '../accounts/store/users.ts';
import { auditPut } from '../audit/store/audit.ts';
import { dynamo } from '../clients/dynamo.ts';
import { httpError } from '../http/errors.ts';
import { getOwnedJob } from '../jobs/store/jobs.ts';
import { mailPut } from '../mail/store/outbox.ts';
import { cvBankSetting } from '../settings/cv-bank-setting.ts';
import { refusedWrites, transactionCancelled } from '../storage/refused.ts';
import { InsufficientFundsError, ProfileRefusedError, RefusedWithEntryError } from '../wallet/store/ledger.ts';
import { type BankCompany, findableCandidate } from './access.ts';
import { takeDailyUse } from './caps.ts';
import { AlreadyUnlocked, chargeUnlock, type Payer } from './charge.ts';
import { decisionToken } from './decision-links.ts';
import { readCandidate } from './store/candidates.ts';
import { getUnlock, seenUpdate, usageUpdate } from './store/records.ts';
import { getRequest, requestAnswer, requestIdOf, requestPut } from './store/requests.ts';

/**
 * A company asks a candidate (anonymous or visible) to share their contacts, with a short message and
 * optionally the job it is about, which must be the company's own (another's is a missing job).
 * Nothing is charged now: only an accepted request is (decideRequest). One request per company and
 * candidate, ever: a second is a 409. The candidate is e-mailed, in their language, with links to
 * accept or decline.
 */
export async function requestContact(
  candidateId: string,
  company: BankCompany,
  input: ContactRequestInput,
  who: { actor: string; ip: string },
  now = new Date(),
): Promise<ContactRequest> {
  const candidate = await findableCandidate(candidateId, company);
  const job = input.jobId ? await getOwnedJob(input.jobId, company.id) : null;
  if (input.jobId && !job) throw httpError(404, API_MESSAGES.jobNotFound);
  const id = requestIdOf(company.id, candidateId);
  if (await getRequest(id)) throw httpError(409, API_MESSAGES.talentAlreadyRequested);
  const giveBack = await takeDailyUse('request', company.id, await cvBankSetting(), now);
  const at = now.toISOString();
  const request: ContactRequest = {
    id,
    candidateId,
    companyId: company.id,
    companyName: company.name,
    message: input.message,
    job: job ? { id: job.id, title: job.title } : null,
    status: 'pending',
    paid: false,
    createdAt: at,
    answeredAt: null,
  };
  const account = await getUser(candidateId);
  const to = candidate.profile.email ?? account?.email ?? null;
  // In the language the candidate chose their visibility in (the page they opted in on).
  const locale: Locale = candidate.locale ?? DEFAULT_LOCALE;
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          requestPut(request),
          seenUpdate(candidateId, {
            kind: 'request',
            companyId: company.id,
            companyName: company.name,
            at,
            requestId: id,
          }),
          usageUpdate(company, { requests: 1 }, now),
          auditPut(
            {
              ...who,
              action: 'candidate.contact-requested',
              item: { type: 'user', id: candidateId },
              changes: [
                { field: 'company', before: null, after: company.name },
                ...(job ? [{ field: 'job', before: null, after: job.title }] : []),
              ],
            },
            now,
          ),
          ...(to
            ? [
                mailPut(
                  {
                    kind: 'contact-request',
                    to,
                    locale,
                    snapshot: {
                      name: candidate.profile.fullName ?? account?.firstName ?? null,
                      companyName: company.name,
                      message: request.message,
                      jobTitle: job?.title ?? null,
                      requestId: id,
                      token: decisionToken(id, candidateId),
                    },
                  },
                  now,
                ),
              ]
            : []),
        ],
      }),
    );
  } catch (error) {
    await giveBack();
    if (transactionCancelled(error) && refusedWrites(error)[0])
      throw httpError(409, API_MESSAGES.talentAlreadyRequested);
    throw error;
  }
  return request;
}

/**
 * The candidate answers a request, signed in or from the e-mail's link, once. Declining writes the
 * answer. Accepting charges the company the request price in the same transaction as the answer and
 * the unlock, so the contacts are shown exactly when they are paid for. When the company's wallet is
 * short then (or it is no longer an employer), the acceptance still stands, unpaid: the candidate
 * said yes, and the company sees "accepted" and pays through an unlock, at the same price, when it
 * has the credit (unlock.ts). A company that had unlocked the candidate already is not charged again.
 */
export async function decideRequest(
  requestId: string,
  candidateId: string,
  decision: ContactDecision,
  ip: string,
  now = new Date(),
): Promise<ContactRequest> {
  const request = await getRequest(requestId);
  if (!request || request.candidateId !== candidateId) throw httpError(404, API_MESSAGES.talentRequestNotFound);
  if (request.status !== 'pending') throw httpError(409, API_MESSAGES.talentRequestAnswered);
  const at = now.toISOString();
  const who = { actor: `seeker:${candidateId}`, ip };
  const answered = async (paid: boolean, status: ContactRequest['status']) => {
    try {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            requestAnswer(requestId, { status, paid, at }),
            auditPut(
              {
                ...who,
                action: 'candidate.request-answered',
                item: { type: 'user', id: candidateId },
                changes: [{ field: 'status', before: 'pending', after: status }],
              },
              now,
            ),
          ],
        }),
      );
    } catch (error) {
      if (transactionCancelled(error) && refusedWrites(error)[0])
        throw httpError(409, API_MESSAGES.talentRequestAnswered);
      throw error;
    }
    return { ...request, status, paid, answeredAt: at };
  };
  if (decision === 'decline') return answered(false, 'declined');
  if (await getUnlock(request.companyId, candidateId)) return answered(true, 'accepted');
  const candidate = await readCandidate(candidateId);
  if (!candidate) throw httpError(404, API_MESSAGES.talentRequestNotFound);
  const employer = await getUser(request.companyId);
  const payer: Payer = {
    company: { id: request.companyId, name: request.companyName },
    receipt: { to: employer?.email ?? null, locale: DEFAULT_LOCALE, name: employer?.firstName ?? null },
    who,
  };
  const price = (await cvBankSetting()).requestPaisa;
  try {
    await chargeUnlock(
      candidate,
      payer,
      price,
      { request, answer: requestAnswer(requestId, { status: 'accepted', paid: true, at }) },
      now,
    );
    return { ...request, status: 'accepted', paid: true, answeredAt: at };
  } catch (error) {
    if (error instanceof AlreadyUnlocked) return answered(true, 'accepted');
    if (error instanceof InsufficientFundsError || error instanceof ProfileRefusedError)
      return answered(false, 'accepted');
    // The request's own condition: answered meanwhile (the e-mail's link and the dashboard at once).
    if (error instanceof RefusedWithEntryError) throw httpError(409, API_MESSAGES.talentRequestAnswered);
    throw error;
  }
}
