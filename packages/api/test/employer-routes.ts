import { ROUTES } from '@modern-jobs/domain/routes';

/** The routes of issue 16 (employers, moderation, the Users tab), which some tests take apart. */
export const EMPLOYER_ROUTES: ReadonlySet<string> = new Set([
  ...ROUTES.filter((route) => route.access === 'employer').map((route) => route.handler),
  'put-company',
  'list-moderation',
  'approve-job',
  'reject-job',
  'list-users',
  'disable-user',
  'enable-user',
]);
