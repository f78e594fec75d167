// The Urdu chunk: its catalog, and the whole English one to recognise the English texts the domain
// and the API send (keyOfEnglish), which an Urdu page shows in Urdu.
export { en } from '@modern-jobs/domain';
export { ur } from '@modern-jobs/domain/i18n/ur';
