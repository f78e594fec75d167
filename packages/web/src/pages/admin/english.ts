import { validationEnglish } from '@modern-jobs/domain';

/**
 * A form's message as the admin panel shows it, in English: the spec's words of a domain schema's
 * key (the schemas carry keys), anything else (a form's own words, zod's defaults) as written.
 */
export const english = (message: string | undefined): string | undefined =>
  message === undefined ? undefined : (validationEnglish(message) ?? message);
