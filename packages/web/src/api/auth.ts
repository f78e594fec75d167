import type { User } from '@modern-jobs/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { nullIfMissingQueryFn } from './client.ts';

/** The API sets this readable, secret-free cookie beside the HttpOnly session cookie. */
const SIGNED_IN_HINT = /(?:^|;\s*)mj_signed_in=1(?:;|$)/;

const fetchUser = nullIfMissingQueryFn<User>();

/**
 * Whether the hint is there, read once for all the code that runs at one time: reading
 * document.cookie asks the browser's network process, and as a page starts each component that
 * reads who is signed in reads it (the query's staleness, below) in the same stretch of script.
 */
let hint: boolean | undefined;
function signedInHint(): boolean {
  if (hint === undefined) {
    hint = SIGNED_IN_HINT.test(document.cookie);
    queueMicrotask(() => {
      hint = undefined;
    });
  }
  return hint;
}

/** The screen (the path) the last answer was asked for on. */
let answeredOn: string | undefined;

/**
 * The signed-in seeker, or null (spec §7: no retry, always fresh). Without the signed-in hint
 * there is no session to ask about, so anonymous visitors make no request and see no 401, and their
 * null stays fresh while the hint stays away: each component that reads it as it mounts does not
 * run the query again (a round of query updates as the page starts), yet a sign-in in another tab
 * is seen on the next screen, as before. A signed-in seeker's answer is fresh for the screen it was
 * asked on and asked again on the next: a screen's parts that mount after the answer came (a page's
 * own chunk, after the navbar's) read it rather than ask a second time as the page starts.
 */
export const authQuery = () =>
  queryOptions<User | null>({
    queryKey: ['/api/auth/user'],
    queryFn: (context) => {
      if (!signedInHint()) return null;
      answeredOn = window.location.pathname;
      return fetchUser(context);
    },
    staleTime: (query) => {
      if (query.state.data === null) return signedInHint() ? 0 : Number.POSITIVE_INFINITY;
      return answeredOn === window.location.pathname ? Number.POSITIVE_INFINITY : 0;
    },
  });

/**
 * An anonymous visitor's answer, known before the app starts: its first render already reads
 * "signed out", rather than asking, then rendering everything that reads it again.
 */
export function seedSignedOut(client: QueryClient): void {
  if (!signedInHint()) client.setQueryData(authQuery().queryKey, null);
}

export function useAuth() {
  const query = useQuery(authQuery());
  return { user: query.data ?? null, isLoading: query.isPending, isSignedIn: Boolean(query.data) };
}

/** Where the browser goes to sign in, coming back to `returnTo` afterwards. */
export function loginUrl(returnTo: string = window.location.pathname + window.location.search): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}
