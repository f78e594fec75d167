import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { hashToken } from '../src/auth/tokens.ts';
import { ddb } from './mocks.ts';

/** Tokens of the shape the API issues (43 characters), for a seeker and an admin. */
export const SEEKER_TOKEN = 's'.repeat(43);
export const ADMIN_TOKEN = 'a'.repeat(43);
export const SEEKER_ID = 'user-aaaaaaaaaaaaaaaaaa';

export const seekerCookie = `mj_session=${SEEKER_TOKEN}`;
export const adminCookie = `mj_admin=${ADMIN_TOKEN}`;

/** Makes the mocked table know both sessions; call after any catch-all GetCommand mock. */
export function mockSessions(): void {
  const far = Math.floor(Date.now() / 1000) + 3600;
  const now = Math.floor(Date.now() / 1000);
  ddb.on(GetCommand, { Key: { PK: `SESSION#${hashToken(SEEKER_TOKEN)}`, SK: 'SESSION' } }).resolves({
    Item: {
      kind: 'seeker',
      subject: SEEKER_ID,
      tokenHash: hashToken(SEEKER_TOKEN),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: far,
    },
  });
  ddb.on(GetCommand, { Key: { PK: `SESSION#${hashToken(ADMIN_TOKEN)}`, SK: 'SESSION' } }).resolves({
    Item: {
      kind: 'admin',
      subject: '03001234567',
      tokenHash: hashToken(ADMIN_TOKEN),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: far,
    },
  });
}

export const SITE = 'http://localhost:5173';
/** The headers a same-site browser sends with a JSON write. */
export const jsonWrite = { origin: SITE, 'content-type': 'application/json' };
