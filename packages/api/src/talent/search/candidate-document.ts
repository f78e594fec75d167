import { type CandidateCard, candidateCardOf, cityOf, isInBank, searchTokens } from '@modern-jobs/domain';
import type { Candidate } from '../store/candidates.ts';

/**
 * A candidate as the search engine holds it (the `candidates` index kind). Text is the domain's own
 * tokens, as the jobs' is (job-document.ts says why), with a `.prefix` subfield of every start of
 * every word. Contacts are never in it: the card it returns with each hit is the one employers may
 * see (domain talent/card.ts). A seeker out of the bank (opted out, hidden, disabled, deleted) is a
 * document of their id alone, not searchable: a stub rather than a delete, so a late change of theirs,
 * whose version is older, can never bring back what was there.
 */
export interface CandidateDocument {
  id: string;
  searchable: boolean;
  /** companies the candidate blocked: every search leaves them out for those companies */
  blocked?: string[];
  city?: string | null;
  years?: number | null;
  salary?: number | null;
  abroad?: boolean;
  languages?: string[];
  /** epoch ms of the last change to the profile: "active within" and the order among equals */
  activeAt?: number;
  /**
   * epoch ms of the last change to the profile or to how the bank shows it (opted in, shown again,
   * enabled again): a saved search's daily e-mail tells of those who changed since the last one
   */
  changedAt?: number;
  headline?: string;
  skills?: string;
  work?: string;
  cv?: string;
  card?: CandidateCard;
}

const words = (text: string) => searchTokens(text).join(' ');

/** The document of a candidate as read now (null: no profile or account any more). */
export function candidateDocumentOf(
  userId: string,
  candidate: Candidate | null,
  cvText: string | null,
): CandidateDocument {
  if (!candidate || candidate.disabled || !isInBank(candidate) || candidate.visibility === 'off')
    return { id: userId, searchable: false };
  const { profile } = candidate;
  const visibility = candidate.visibility;
  return {
    id: userId,
    searchable: true,
    blocked: candidate.blockedCompanies,
    city: cityOf(profile.city),
    years: profile.yearsOfExperience,
    salary: profile.expectedSalary,
    abroad: profile.openToAbroad === true,
    languages: profile.languages.map((language) => language.trim().toLowerCase()),
    activeAt: Date.parse(profile.updatedAt ?? '') || 0,
    changedAt: Math.max(Date.parse(profile.updatedAt ?? '') || 0, Date.parse(candidate.talentChangedAt ?? '') || 0),
    headline: words(profile.headline ?? ''),
    skills: words(profile.skills.join(' , ')),
    work: words(
      profile.workHistory
        .map((entry) => (visibility === 'anonymous' && entry.current ? entry.title : `${entry.title} ${entry.company}`))
        .join(' , '),
    ),
    cv: words(cvText ?? ''),
    card: candidateCardOf(userId, profile, visibility),
  };
}
