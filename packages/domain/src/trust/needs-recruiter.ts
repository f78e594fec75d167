import { type Workplace, workplaceOfJob } from '../rules/workplace.ts';

/**
 * Pakistan and its larger cities as written in Urdu: a location typed in Urdu ('لاہور') is at home,
 * though workplaceOf, which reads Latin words, cannot tell.
 */
const PAKISTANI_PLACES_URDU = [
  'پاکستان',
  'کراچی',
  'لاہور',
  'اسلام آباد',
  'راولپنڈی',
  'فیصل آباد',
  'ملتان',
  'پشاور',
  'کوئٹہ',
  'سیالکوٹ',
  'گوجرانوالہ',
  'حیدرآباد',
  'سکھر',
  'بہاولپور',
  'سرگودھا',
  'ایبٹ آباد',
  'گوادر',
  'میرپور',
  'مظفرآباد',
];

/** Whether a job must say who is recruiting: every job whose 'Where' is abroad. */
export function needsRecruiter(job: { workplace?: Workplace | null; location: string }): boolean {
  if (!job.workplace && PAKISTANI_PLACES_URDU.some((place) => job.location.includes(place))) return false;
  return workplaceOfJob(job) === 'abroad';
}
