// The Urdu chunk: its catalog, and the English of the pages behind the first screen, to recognise
// the English texts the domain and the API send (keyOfEnglish), which an Urdu page shows in Urdu.
// The employer's words come in both languages with the employer's screens (employer-texts.ts).
export { EN_PAGES as englishPages } from '@modern-jobs/domain';
export { ur } from '@modern-jobs/domain/i18n/ur';
