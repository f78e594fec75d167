import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { conditionFailed } from '../../storage/refused.ts';

const TableName = config.TABLE_NAME;
const sessionKey = (tokenHash: string) => ({ PK: `SESSION#${tokenHash}`, SK: 'SESSION' });

export type SessionKind = 'seeker' | 'admin';

/** Seekers stay signed in for a week; admins for at most 12 hours and 30 idle minutes (DESIGN §4). */
export const SESSION_POLICY = {
  seeker: { absoluteSeconds: 7 * 24 * 3600, idleSeconds: null },
  admin: { absoluteSeconds: 12 * 3600, idleSeconds: 30 * 60 },
} as const satisfies Record<SessionKind, { absoluteSeconds: number; idleSeconds: number | null }>;

/** Refresh the idle clock at most this often, so an active admin costs one write per few minutes. */
const TOUCH_EVERY_SECONDS = 5 * 60;

export interface Session {
  tokenHash: string;
  kind: SessionKind;
  /** the seeker's user id or the admin's mobile */
  subject: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Each person's sessions, in GSI2, so they can all be ended at once (a password reset). */
const subjectPartition = (kind: SessionKind, subject: string) => `SESSIONS#${kind}#${subject}`;
const bySubject = (kind: SessionKind, subject: string, createdAt: number) => ({
  GSI2PK: subjectPartition(kind, subject),
  GSI2SK: String(createdAt).padStart(12, '0'),
});

export async function createSession(
  kind: SessionKind,
  subject: string,
  tokenHash: string,
  now = new Date(),
): Promise<Session> {
  const at = nowSeconds(now);
  const session: Session = {
    tokenHash,
    kind,
    subject,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: at + SESSION_POLICY[kind].absoluteSeconds,
  };
  await dynamo.send(
    new PutCommand({
      TableName,
      Item: { ...sessionKey(tokenHash), ...bySubject(kind, subject, at), entity: 'session', ...session },
    }),
  );
  return session;
}

/** The live session of that kind for a token hash; expired ones count as absent (TTL deletion lags). */
export async function findSession(kind: SessionKind, tokenHash: string, now = new Date()): Promise<Session | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: sessionKey(tokenHash) }));
  const session = Item as Session | undefined;
  if (!session || session.kind !== kind) return null;
  const at = nowSeconds(now);
  const idle = SESSION_POLICY[kind].idleSeconds;
  if (session.expiresAt <= at || (idle !== null && session.lastSeenAt + idle <= at)) return null;
  if (idle !== null && at - session.lastSeenAt >= TOUCH_EVERY_SECONDS) {
    await dynamo
      .send(
        new UpdateCommand({
          TableName,
          Key: sessionKey(tokenHash),
          UpdateExpression: 'SET lastSeenAt = :at',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':at': at },
        }),
      )
      // Signed out meanwhile: nothing to keep alive. Anything else (a missing grant) is a real failure.
      .catch((error: Error) => {
        if (!conditionFailed(error)) throw error;
      });
  }
  return session;
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName, Key: sessionKey(tokenHash) }));
}

/** Ends every session of one person; answers how many there were. */
export async function endSessionsOf(kind: SessionKind, subject: string): Promise<number> {
  let ended = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': subjectPartition(kind, subject) },
        ProjectionExpression: 'tokenHash',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) await deleteSession(String(item.tokenHash));
    ended += page.Items?.length ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return ended;
}

/** One sign-in as its owner may see it (their export): never the token's hash. */
export interface SignIn {
  signedInAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** A person's sessions still alive (ended ones are deleted, expired ones expire), oldest first. */
export async function signInsOf(kind: SessionKind, subject: string, now = new Date()): Promise<SignIn[]> {
  const signIns: SignIn[] = [];
  let start: Record<string, unknown> | undefined;
  const at = nowSeconds(now);
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': subjectPartition(kind, subject) },
        ProjectionExpression: 'createdAt, lastSeenAt, expiresAt',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (Number(item.expiresAt) <= at) continue;
      signIns.push({
        signedInAt: iso(Number(item.createdAt)),
        lastSeenAt: iso(Number(item.lastSeenAt)),
        expiresAt: iso(Number(item.expiresAt)),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return signIns;
}
