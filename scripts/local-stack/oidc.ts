import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';

export const OIDC_PATH = '/oidc';
export const LOCAL_CLIENT_ID = 'modern-jobs-local';

/** "ayesha.khan@example.pk" → "Ayesha"; the development login takes any name as the account. */
function claimsFor(accountId: string) {
  const email = accountId.includes('@') ? accountId : `${accountId}@example.pk`;
  const local = email.split('@')[0] ?? accountId;
  const first = local.split(/[._-]/)[0] ?? local;
  const givenName = first.charAt(0).toUpperCase() + first.slice(1);
  return { sub: accountId, email, email_verified: true, given_name: givenName, name: givenName };
}

/**
 * A real OpenID provider (oidc-provider) for local sign-in, mounted at /oidc on the site's origin.
 * Its development login page accepts any name: fine on a laptop, never deployed (DESIGN §9).
 */
export function createOidcProvider(origin: string, cookieKeys: string[]) {
  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${origin}/api/callback`],
        post_logout_redirect_uris: [`${origin}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'name'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => claimsFor(sub) }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: cookieKeys },
    ttl: { Session: 3600, Interaction: 600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  };
  const provider = new Provider(`${origin}${OIDC_PATH}`, configuration);
  const callback = provider.callback();
  // Mounted under a path, as express would: the provider sees paths relative to its issuer.
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    req.originalUrl = req.url;
    req.url = (req.url ?? '/').slice(OIDC_PATH.length) || '/';
    return callback(req, res);
  };
}
