import type { EducationEntry, Profile, WorkEntry } from '../profiles/schemas.ts';
import type { TalentVisibility } from './visibility.ts';

/** A job of the work history as employers see it; an anonymous candidate's current employer is not named. */
export interface CandidateWork {
  title: string;
  company: string | null;
  from: string;
  to: string | null;
  current: boolean;
}

/**
 * A candidate as search results and the profile view show them (issue 34). Never contacts (those
 * come only with an unlock, CandidateContacts); an anonymous candidate has no name and no current
 * employer either.
 */
export interface CandidateCard {
  id: string;
  visibility: Exclude<TalentVisibility, 'off'>;
  /** null when anonymous */
  name: string | null;
  headline: string | null;
  city: string | null;
  yearsOfExperience: number | null;
  skills: string[];
  languages: string[];
  expectedSalary: number | null;
  openToAbroad: boolean | null;
  workHistory: CandidateWork[];
  education: EducationEntry[];
  /** the last time the seeker changed their profile */
  activeAt: string | null;
  /** whether a default CV is there to unlock */
  hasCv: boolean;
}

/** What an unlock (or an accepted, paid request) shows: how to reach the candidate. */
export interface CandidateContacts {
  fullName: string | null;
  contactNumber: string | null;
  whatsappNumber: string | null;
  email: string | null;
  /** a short-lived link to the default CV; null without one */
  cvLink: string | null;
}

const workOf = (entry: WorkEntry, anonymous: boolean): CandidateWork => ({
  title: entry.title,
  company: anonymous && entry.current ? null : entry.company,
  from: entry.from,
  to: entry.to,
  current: entry.current,
});

/** The card of a profile shown in the CV bank: the one place that decides what an employer sees. */
export function candidateCardOf(
  id: string,
  profile: Profile,
  visibility: Exclude<TalentVisibility, 'off'>,
): CandidateCard {
  const anonymous = visibility === 'anonymous';
  return {
    id,
    visibility,
    name: anonymous ? null : profile.fullName,
    headline: profile.headline,
    city: profile.city,
    yearsOfExperience: profile.yearsOfExperience,
    skills: profile.skills,
    languages: profile.languages,
    expectedSalary: profile.expectedSalary,
    openToAbroad: profile.openToAbroad,
    workHistory: profile.workHistory.map((entry) => workOf(entry, anonymous)),
    education: profile.education,
    activeAt: profile.updatedAt,
    hasCv: profile.defaultCvId !== null,
  };
}

/** The contacts an unlock shows, from the profile (the CV link is made by whoever can sign it). */
export const candidateContactsOf = (profile: Profile, cvLink: string | null): CandidateContacts => ({
  fullName: profile.fullName,
  contactNumber: profile.contactNumber,
  whatsappNumber: profile.whatsappNumber,
  email: profile.email,
  cvLink,
});
