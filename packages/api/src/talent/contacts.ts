import { type CandidateContacts, candidateContactsOf } from '@modern-jobs/domain';
import { shortLivedLink } from '../files/uploads.ts';
import { getStoredCv } from '../profiles/store/profiles.ts';
import type { Candidate } from './store/candidates.ts';

/** How an unlocked candidate is reached: their contacts, and a link to their default CV that expires in a minute. */
export async function contactsOf(candidate: Candidate): Promise<CandidateContacts> {
  const { profile } = candidate;
  const cv = profile.defaultCvId ? await getStoredCv(candidate.userId, profile.defaultCvId) : null;
  const filename = `CV - ${profile.fullName ?? 'candidate'}`.replace(/[^\w .-]/g, '').slice(0, 80);
  const cvLink = cv ? await shortLivedLink(cv.objectPath.replace(/^\/objects\//, ''), filename) : null;
  return candidateContactsOf(profile, cvLink);
}
