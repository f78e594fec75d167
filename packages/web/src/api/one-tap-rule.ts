// What a one-tap application still needs, by the domain's rule: a module of its own so that the
// rule's schema (and zod) is loaded when a profile is saved (api/profile.ts), not with the page.
export { oneTapMissing } from '@modern-jobs/domain';
