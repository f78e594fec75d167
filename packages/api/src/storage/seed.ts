import { jobInputSchema, SETTING_DEFAULTS, SETTING_KEYS } from '@modern-jobs/domain';
import { SEED_JOBS, seedJobInput } from '@modern-jobs/domain/seed';
import { getStoredJob, saveJob } from './jobs.ts';
import { getSetting, putSetting } from './settings.ts';

/**
 * Upserts the demo jobs and fills in missing settings with their defaults. Deletes nothing and
 * overwrites no setting the operator has changed, so it is safe to run twice.
 */
export async function seedDemoData(now = new Date()): Promise<{ jobs: number; settings: number }> {
  for (const seed of SEED_JOBS) {
    const { createdAt, ...input } = seedJobInput(seed, now);
    const fields = jobInputSchema.parse(input);
    const previous = await getStoredJob(seed.id);
    await saveJob({ ...fields, id: seed.id, createdAt, updatedAt: now.toISOString() }, previous, now);
  }
  let settings = 0;
  for (const key of SETTING_KEYS) {
    if (await getSetting(key)) continue;
    await putSetting(key, JSON.stringify(SETTING_DEFAULTS[key]), now);
    settings += 1;
  }
  return { jobs: SEED_JOBS.length, settings };
}
