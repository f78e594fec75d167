import { API_MESSAGES } from '@modern-jobs/domain';
import { getUser } from '../accounts/store/users.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

export const handler = httpHandler('get-auth-user', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  const user = await getUser(seeker.userId);
  if (!user) throw httpError(401, API_MESSAGES.notSignedIn);
  return json(user);
});
