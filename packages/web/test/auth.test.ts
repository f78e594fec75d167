import { afterEach, describe, expect, it, vi } from 'vitest';
import { authQuery, seedSignedOut } from '../src/api/auth.ts';
import { createQueryClient } from '../src/api/query-client.ts';
import { askedFor, SIGNED_IN_USER, signIn, signOut, stubApi } from './render.tsx';

afterEach(signOut);

/** A moment later: the signed-in hint is read again in a later stretch of script. */
const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('who is signed in', () => {
  it('is known before the app starts for a visitor without a session, and not asked again while there is none', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const client = createQueryClient();
    seedSignedOut(client);

    expect(client.getQueryData(authQuery().queryKey)).toBeNull();
    // Fresh: a component reading it as it mounts does not run the query again.
    await client.prefetchQuery(authQuery());
    await later();
    await client.prefetchQuery(authQuery());
    expect(client.getQueryState(authQuery().queryKey)?.dataUpdateCount).toBe(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is asked for once a sign-in in another tab has set the hint', async () => {
    stubApi({ '/api/auth/user': SIGNED_IN_USER });
    const client = createQueryClient();
    seedSignedOut(client);
    await later();

    signIn();
    await client.prefetchQuery(authQuery());

    expect(client.getQueryData(authQuery().queryKey)).toMatchObject({ firstName: 'Ayesha' });
  });

  it('is asked for once per screen when the signed-in hint says there is a session, and afresh on the next', async () => {
    signIn();
    const fetch = stubApi({ '/api/auth/user': SIGNED_IN_USER });
    const client = createQueryClient();
    seedSignedOut(client);
    expect(client.getQueryData(authQuery().queryKey)).toBeUndefined();
    window.history.replaceState(null, '', '/profile');
    const asked = () => askedFor(fetch, '/api/auth/user').length;

    await client.prefetchQuery(authQuery());
    // A part of the same screen that mounts after the answer came reads it.
    await later();
    await client.prefetchQuery(authQuery());
    expect(client.getQueryData(authQuery().queryKey)).toMatchObject({ firstName: 'Ayesha' });
    expect(asked()).toBe(1);

    // The next screen asks again (spec §7: always fresh).
    window.history.replaceState(null, '', '/dashboard');
    await client.prefetchQuery(authQuery());
    expect(asked()).toBe(2);
    expect(client.getQueryState(authQuery().queryKey)?.dataUpdateCount).toBe(2);
    window.history.replaceState(null, '', '/');
  });
});
