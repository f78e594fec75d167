import type { User } from '@modern-jobs/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nullIfMissingQueryFn } from './client.ts';

/** The API sets this readable, secret-free cookie beside the HttpOnly session cookie. */
const SIGNED_IN_HINT = /(?:^|;\s*)mj_signed_in=1(?:;|$)/;

const fetchUser = nullIfMissingQueryFn<User>();

/**
 * The signed-in seeker, or null (spec §7: no retry, always fresh). Without the signed-in hint
 * there is no session to ask about, so anonymous visitors make no request and see no 401.
 */
export const authQuery = () =>
  queryOptions<User | null>({
    queryKey: ['/api/auth/user'],
    queryFn: (context) => (SIGNED_IN_HINT.test(document.cookie) ? fetchUser(context) : null),
    staleTime: 0,
  });

export function useAuth() {
  const query = useQuery(authQuery());
  return { user: query.data ?? null, isLoading: query.isPending, isSignedIn: Boolean(query.data) };
}

/** Where the browser goes to sign in, coming back to `returnTo` afterwards. */
export function loginUrl(returnTo: string = window.location.pathname + window.location.search): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}
