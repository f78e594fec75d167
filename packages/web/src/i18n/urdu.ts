// The Urdu chunk: its catalog. The employer's words come in both languages with the employer's
// screens (employer-texts.ts).
export { ur } from '@modern-jobs/domain/i18n/ur';
