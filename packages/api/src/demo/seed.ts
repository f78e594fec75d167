import { jobInputSchema, SETTING_DEFAULTS, SETTING_KEYS } from '@modern-jobs/domain';
import { SEED_JOBS, seedJobInput } from '@modern-jobs/domain/seed';
import { getStoredJob, isSeedAsWritten, JobConflictError, saveJob } from '../jobs/store/jobs.ts';
import { getSetting, putSetting } from '../settings/store/settings.ts';

/**
 * Upserts the demo jobs and fills in missing settings with their defaults. Deletes nothing, and
 * overwrites neither a demo job the operator has edited nor a setting they have changed, so it is
 * safe to run twice. Answers what it wrote and what it left alone.
 */
export async function seedDemoData(now = new Date()): Promise<{ jobs: number; keptEdited: number; settings: number }> {
  let jobs = 0;
  let keptEdited = 0;
  for (const seed of SEED_JOBS) {
    const { createdAt, ...input } = seedJobInput(seed, now);
    const fields = jobInputSchema.parse(input);
    const previous = await getStoredJob(seed.id);
    if (previous && !isSeedAsWritten(previous)) {
      keptEdited += 1;
      continue;
    }
    const job = { ...fields, id: seed.id, createdAt, updatedAt: now.toISOString() };
    // Edited or deleted between the read and this write: the edit wins, the job is left alone.
    const saved = await saveJob(job, previous, now, { seeding: true }).catch((error: Error) => {
      if (error instanceof JobConflictError) return null;
      throw error;
    });
    if (saved) jobs += 1;
    else keptEdited += 1;
  }
  let settings = 0;
  for (const key of SETTING_KEYS) {
    if (await getSetting(key)) continue;
    await putSetting(key, JSON.stringify(SETTING_DEFAULTS[key]), now);
    settings += 1;
  }
  return { jobs, keptEdited, settings };
}
