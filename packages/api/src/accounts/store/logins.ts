import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';

const TableName = config.TABLE_NAME;
const loginKey = (state: string) => ({ PK: `OIDCLOGIN#${state}`, SK: 'OIDCLOGIN' });

/** A sign-in must come back from the provider within 10 minutes. */
export const LOGIN_TTL_SECONDS = 600;

export interface PendingLogin {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

export async function savePendingLogin(login: PendingLogin, now = new Date()): Promise<void> {
  const expiresAt = Math.floor(now.getTime() / 1000) + LOGIN_TTL_SECONDS;
  await dynamo.send(
    new PutCommand({ TableName, Item: { ...loginKey(login.state), entity: 'oidc-login', ...login, expiresAt } }),
  );
}

/** Takes the pending sign-in for a state, once: a replayed callback finds nothing. */
export async function takePendingLogin(state: string, now = new Date()): Promise<PendingLogin | null> {
  const { Attributes } = await dynamo.send(
    new DeleteCommand({ TableName, Key: loginKey(state), ReturnValues: 'ALL_OLD' }),
  );
  if (!Attributes || Number(Attributes.expiresAt) * 1000 < now.getTime()) return null;
  const { codeVerifier, nonce, returnTo } = Attributes;
  return { state, codeVerifier: String(codeVerifier), nonce: String(nonce), returnTo: String(returnTo) };
}
