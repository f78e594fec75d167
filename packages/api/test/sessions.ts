import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { hashToken } from '../src/auth/tokens.ts';
import { ddb } from './mocks.ts';

/** Tokens of the shape the API issues (43 characters), for a seeker and an admin. */
export const SEEKER_TOKEN = 's'.repeat(43);
export const ADMIN_TOKEN = 'a'.repeat(43);
export const SEEKER_ID = 'user-aaaaaaaaaaaaaaaaaa';

export const seekerCookie = `mj_session=${SEEKER_TOKEN}`;
export const adminCookie = `mj_admin=${ADMIN_TOKEN}`;

/** The table's records of both sessions, by partition key, valid for an hour. */
export function sessionItems(): Map<string, Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const session = (kind: string, subject: string, token: string) => ({
    kind,
    subject,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + 3600,
  });
  return new Map([
    [`SESSION#${hashToken(SEEKER_TOKEN)}`, session('seeker', SEEKER_ID, SEEKER_TOKEN)],
    [`SESSION#${hashToken(ADMIN_TOKEN)}`, session('admin', '03001234567', ADMIN_TOKEN)],
  ]);
}

/** Makes the mocked table know both sessions; call after any catch-all GetCommand mock. */
export function mockSessions(): void {
  for (const [PK, Item] of sessionItems()) ddb.on(GetCommand, { Key: { PK, SK: 'SESSION' } }).resolves({ Item });
}

export const SITE = 'http://localhost:5173';
/** The headers a same-site browser sends with a JSON write. */
export const jsonWrite = { origin: SITE, 'content-type': 'application/json' };
