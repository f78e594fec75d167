import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { config } from '../config.ts';

export const REDIRECT_URI = config.OIDC_REDIRECT_URI ?? `${config.SITE_ORIGIN}/api/callback`;
const SCOPE = 'openid email profile';

let discovered: Promise<client.Configuration> | undefined;

/** The provider's metadata, fetched once per container; a failed fetch is retried next time. */
export function provider(): Promise<client.Configuration> {
  discovered ??= client
    .discovery(
      new URL(config.OIDC_ISSUER),
      config.OIDC_CLIENT_ID,
      undefined,
      config.OIDC_CLIENT_SECRET ? client.ClientSecretPost(config.OIDC_CLIENT_SECRET) : client.None(),
      // Only the local provider is plain HTTP.
      config.OIDC_ISSUER.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : undefined,
    )
    .catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
  return discovered;
}

/** Starts the code flow with PKCE (S256), state and nonce. */
export async function beginSignIn() {
  const configuration = await provider();
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, codeVerifier, nonce };
}

export interface SignedInProfile {
  id: string;
  issuer: string;
  subject: string;
  firstName: string | null;
  email: string | null;
}

/** Finishes the code flow: checks state, nonce and PKCE, and reads who signed in from the ID token. */
export async function completeSignIn(
  rawQuery: string,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<SignedInProfile> {
  const configuration = await provider();
  const tokens = await client.authorizationCodeGrant(configuration, new URL(`${REDIRECT_URI}?${rawQuery}`), {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('The provider returned no ID token');
  // Some providers keep profile claims out of the ID token; then ask the userinfo endpoint.
  const claims =
    idClaims.email || idClaims.given_name || idClaims.name
      ? idClaims
      : { ...(await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)), ...idClaims };
  const email = typeof claims.email === 'string' ? claims.email : null;
  const named = [claims.given_name, claims.name].find((v): v is string => typeof v === 'string' && v.trim().length > 0);
  return {
    id: createHash('sha256').update(`${claims.iss}\u0000${claims.sub}`).digest('base64url').slice(0, 22),
    issuer: claims.iss,
    subject: claims.sub,
    firstName: named?.trim() ?? email?.split('@')[0] ?? null,
    email,
  };
}

/** Where the browser goes after signing out: the provider's logout if configured, else home. */
export function afterSignOutUrl(): string {
  if (!config.OIDC_LOGOUT_URL) return '/';
  const url = new URL(config.OIDC_LOGOUT_URL);
  url.searchParams.set('client_id', config.OIDC_CLIENT_ID);
  url.searchParams.set('logout_uri', `${config.SITE_ORIGIN}/`);
  return url.href;
}
