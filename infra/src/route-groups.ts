import type { Route } from '@modern-jobs/domain/routes';

/**
 * The nested stack each route's API route and integration live in (constructs/route-stack.ts), by the
 * first segment of its path under /api. A route keeps its group for as long as it exists: moved to
 * another, CloudFormation would create it in the new stack before deleting it from the old, and one
 * API cannot hold a route key twice. So a new part of the site gets a group of its own from its first
 * route, and the rest (the seekers' and the public routes, the pages) are the Site group.
 */
const GROUP_BY_SEGMENT: Readonly<Record<string, RouteGroup>> = {
  admin: 'Admin',
  employer: 'Employers',
  'logo-uploads': 'Employers',
  wallet: 'Wallet',
  payments: 'Wallet',
  profile: 'Profiles',
  account: 'Profiles',
  talent: 'Talent',
};

export type RouteGroup = 'Site' | 'Admin' | 'Employers' | 'Wallet' | 'Profiles' | 'Talent';

export function routeGroupOf(route: Pick<Route, 'path'>): RouteGroup {
  const [, root, segment = ''] = route.path.split('/');
  return (root === 'api' && GROUP_BY_SEGMENT[segment]) || 'Site';
}
