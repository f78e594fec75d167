import { API_MESSAGES, type Locale, type TalentVisibility } from '@modern-jobs/domain';
import { readProfiles } from '../accounts/store/users.ts';
import { httpError } from '../http/errors.ts';
import {
  BlocksFullError,
  blockCompany,
  NoCandidateAccountError,
  readCandidate,
  setVisibility,
  unblockCompany,
} from './store/candidates.ts';

/** What the seeker's own CV bank panel shows: how they are shown, whether the operator hid them, whom they blocked. */
export interface TalentStatus {
  visibility: TalentVisibility;
  hiddenByOperator: boolean;
  blockedCompanies: Array<{ id: string; name: string | null }>;
}

export async function talentStatus(userId: string): Promise<TalentStatus> {
  const candidate = await readCandidate(userId);
  if (!candidate) return { visibility: 'off', hiddenByOperator: false, blockedCompanies: [] };
  const { profiles: companies } = await readProfiles(candidate.blockedCompanies, 'id, company');
  return {
    visibility: candidate.visibility,
    hiddenByOperator: candidate.hiddenByOperator,
    blockedCompanies: candidate.blockedCompanies.map((id) => ({ id, name: companies.get(id)?.company?.name ?? null })),
  };
}

/** Runs a change of the seeker's own bank choices, as the answers the seeker gets. */
async function seekerChange(userId: string, change: () => Promise<void>): Promise<TalentStatus> {
  try {
    await change();
  } catch (error) {
    if (error instanceof NoCandidateAccountError) throw httpError(404, API_MESSAGES.userNotFound);
    if (error instanceof BlocksFullError) throw httpError(409, API_MESSAGES.talentBlocksFull);
    throw error;
  }
  return talentStatus(userId);
}

export const changeVisibility = (userId: string, visibility: TalentVisibility, locale: Locale) =>
  seekerChange(userId, () => setVisibility(userId, visibility, locale));

export const block = (userId: string, companyId: string) => seekerChange(userId, () => blockCompany(userId, companyId));

export const unblock = (userId: string, companyId: string) =>
  seekerChange(userId, () => unblockCompany(userId, companyId));
