import { API_MESSAGES } from '../messages/api.ts';

/**
 * English of the CV bank's saved candidate searches (issue 34): the API's answers when one is saved
 * (the name's validation is the CV bank part's, with the rest of validation.talent), and the
 * employer's screens that save, list, open and delete them. A part of its own
 * (ur-talent-searches.ts), as the trust part is: the pages that save a search add it, and the whole
 * catalogs stay within their bundle budget.
 */
export const EN_TALENT_SEARCHES = {
  'api.candidateSearchesFull': API_MESSAGES.candidateSearchesFull,
  'api.candidateSearchEmpty': API_MESSAGES.candidateSearchEmpty,
  'api.candidateSearchNotFound': API_MESSAGES.candidateSearchNotFound,
  // Saving the page's search.
  'talentSearches.save': 'Save this search',
  'talentSearches.saveTitle': 'Save this search',
  'talentSearches.name': 'Name of the search',
  'talentSearches.looksFor': 'It looks for',
  'talentSearches.daily': 'New candidates who match are e-mailed to you every day at {time} (Pakistan time).',
  'talentSearches.cap': 'Your company can keep up to {max} saved searches.',
  'talentSearches.submit': 'Save search',
  'talentSearches.cancel': 'Cancel',
  'talentSearches.failed': 'The search was not saved.',
  'talentSearches.saved': 'Search saved',
  'talentSearches.savedText': 'New candidates for “{name}” are e-mailed to you every day at {time} (Pakistan time).',
  // The company's saved searches.
  'talentSearches.title': 'Saved searches',
  'talentSearches.intro': 'Each is e-mailed to you daily at {time} (Pakistan time) when new candidates match it.',
  'talentSearches.loading': 'Loading saved searches',
  'talentSearches.loadFailed': 'Could not load your saved searches.',
  'talentSearches.empty': 'No saved searches yet. Search, then press “Save this search”.',
  'talentSearches.open': 'Open',
  'talentSearches.openFor': 'Open the search “{name}”',
  'talentSearches.delete': 'Delete',
  'talentSearches.deleteFor': 'Delete the search “{name}”',
  'talentSearches.deleteTitle': 'Delete this saved search?',
  'talentSearches.deleteText': 'You will get no more e-mails for “{name}”.',
  'talentSearches.deleteConfirm': 'Delete',
  'talentSearches.deleted': 'Saved search deleted',
  'talentSearches.deleteFailed': 'The saved search was not deleted.',
  // A saved search's filters in short ("“welder” · Lahore · 3+ years").
  'talentSearches.summary.separator': ' · ',
  'talentSearches.summary.q': '“{q}”',
  'talentSearches.summary.minYears': '{count}+ years',
  'talentSearches.summary.maxSalary': 'up to PKR {amount}',
  'talentSearches.summary.abroad': 'open to jobs abroad',
  'talentSearches.summary.languages': 'speaks {languages}',
  'talentSearches.summary.active_one': 'active in the last day',
  'talentSearches.summary.active_other': 'active in the last {count} days',
  // The unsubscribe page, when its link was a saved search's.
  'talentSearches.unsubscribed': 'You will no longer get new candidates for this search.',
  'talentSearches.unsubscribedNamed': 'You will no longer get new candidates for “{name}”.',
} as const;

export type TalentSearchesKey = keyof typeof EN_TALENT_SEARCHES;
