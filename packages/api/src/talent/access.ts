import { API_MESSAGES } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import type { EmployerIdentity } from '../http/request-auth.ts';
import { type Candidate, findableBy, readCandidate } from './store/candidates.ts';

/** A company as the CV bank names it: the employer's user id and their company's name. */
export interface BankCompany {
  id: string;
  name: string;
}

/**
 * Only a company the operator verified may use the bank (trust/company-verification.ts): anyone
 * else who is an employer is refused with a message that says how to get there.
 */
export function bankCompanyOf(employer: EmployerIdentity): BankCompany {
  if (!employer.company.verified) throw httpError(403, API_MESSAGES.talentNotVerified);
  return { id: employer.userId, name: employer.company.name };
}

/**
 * The candidate, if this company may see them: hidden, opted out, disabled, blocking this company
 * and nonexistent are one and the same 404, so an answer never tells which.
 */
export async function findableCandidate(candidateId: string, company: BankCompany): Promise<Candidate> {
  const candidate = candidateId === company.id ? null : await readCandidate(candidateId);
  if (!findableBy(candidate, company.id)) throw httpError(404, API_MESSAGES.candidateNotFound);
  return candidate;
}
