import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { listSeen } from '../talent/store/records.ts';
import { listCandidateRequests } from '../talent/store/requests.ts';

/** Which companies viewed, unlocked or asked to contact the caller (newest first), and their requests. */
export const handler = httpHandler('list-talent-activity', {}, async ({ auth }) => {
  const seeker = await auth.requireSeeker();
  const [events, requests] = await Promise.all([listSeen(seeker.userId), listCandidateRequests(seeker.userId)]);
  return json({ events, requests });
});
