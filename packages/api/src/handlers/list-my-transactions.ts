import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { listTransactions } from '../storage/users.ts';

export const handler = httpHandler('list-my-transactions', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  return json(await listTransactions(seeker.userId));
});
