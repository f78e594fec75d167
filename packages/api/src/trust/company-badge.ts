import { getAccount } from '../accounts/store/users.ts';

/**
 * Whether a job's employer has a verified company, for the job's public read: its date, or nothing.
 * A module of its own so the public read bundles no more than this one profile read.
 */
export async function companyVerifiedOf(ownerId: string | undefined): Promise<{ at: string } | undefined> {
  if (!ownerId) return undefined;
  const account = await getAccount(ownerId);
  return account?.user.company?.verified;
}
