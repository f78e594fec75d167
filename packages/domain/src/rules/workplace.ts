import { CITIES } from '../constants.ts';

/** Where a job is done, as the search's "where" filter asks: in Pakistan, abroad, or from anywhere. */
export const WORKPLACES = ['pakistan', 'abroad', 'remote'] as const;
export type Workplace = (typeof WORKPLACES)[number];

/** Pakistan's larger cities beyond the searchable ones, which a location may name without "Pakistan". */
const PAKISTANI_PLACES = [
  ...CITIES,
  'pakistan',
  'multan',
  'peshawar',
  'quetta',
  'sialkot',
  'gujranwala',
  'hyderabad',
  'sukkur',
  'bahawalpur',
  'sargodha',
  'abbottabad',
  'gwadar',
  'mirpur',
  'muzaffarabad',
];

/**
 * Where a job is done, read from its free-text location: remote when it says so ("Remote",
 * "Remote, Pakistan", "Work from home"), in Pakistan when it names Pakistan or a Pakistani city,
 * and abroad otherwise ("Dubai, UAE"). For jobs whose form left "Where" to the location.
 */
export function workplaceOf(location: string | null | undefined): Workplace {
  const text = (location ?? '').toLowerCase();
  if (/\bremote\b|work from home|\bwfh\b/.test(text)) return 'remote';
  const words = text.split(/[^a-z]+/);
  return PAKISTANI_PLACES.some((place) => words.includes(place)) ? 'pakistan' : 'abroad';
}

/** Where a job is done: as its form says, or else as its location reads. */
export function workplaceOfJob(job: { workplace?: Workplace | null; location: string }): Workplace {
  return job.workplace ?? workplaceOf(job.location);
}
