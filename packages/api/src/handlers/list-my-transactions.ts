import { listTransactions } from '../accounts/store/users.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler('list-my-transactions', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  return json(await listTransactions(seeker.userId));
});
