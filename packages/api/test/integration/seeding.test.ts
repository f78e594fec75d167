import { SEED_JOBS } from '@modern-jobs/domain/seed';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/demo/seed.ts';
import { getJob, getStoredJob, purgeJob, saveJob } from '../../src/jobs/store/jobs.ts';

// The other files share this table and expect the demo jobs as seeding writes them today.
afterAll(async () => {
  for (const seed of SEED_JOBS) await purgeJob(seed.id);
  await seedDemoData();
});

describe('seeding again', () => {
  it('keeps a demo job the admin has edited, and refreshes the ones nobody touched', async () => {
    await seedDemoData(new Date('2026-11-01T00:00:00Z'));
    const [edited, untouched] = SEED_JOBS;
    const stored = await getStoredJob(edited?.id ?? '');
    if (!stored) throw new Error('seeded job missing');
    // What PUT /api/jobs/{id} does.
    const { PK: _pk, SK: _sk, entity: _e, indexKeys: _i, seededAt: _s, ...job } = stored;
    await saveJob({ ...job, title: 'Edited by the admin', updatedAt: new Date().toISOString() }, stored);

    const again = await seedDemoData(new Date('2026-11-20T00:00:00Z'));

    expect(again).toMatchObject({ jobs: SEED_JOBS.length - 1, keptEdited: 1 });
    expect((await getJob(edited?.id ?? ''))?.title).toBe('Edited by the admin');
    expect((await getJob(untouched?.id ?? ''))?.updatedAt).toBe('2026-11-20T00:00:00.000Z');
    expect(await getJob(edited?.id ?? '')).not.toHaveProperty('seededAt');
  });
});
