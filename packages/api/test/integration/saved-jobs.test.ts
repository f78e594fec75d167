import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES, LIMITS } from '@modern-jobs/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureUser, getUser, recordProfileView } from '../../src/accounts/store/users.ts';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { listSavedJobs, SavedJobsFullError, saveJobFor, unsaveJobFor } from '../../src/jobs/store/saved-jobs.ts';
import { aJob } from '../fixtures.ts';

const TableName = config.TABLE_NAME;
const RUN = Date.now().toString(36);
const written: Array<{ PK: string; SK: string }> = [];

/**
 * A job item alone, with none of the list entries a saved job never reads: other files count the
 * shared table's open jobs through those lists.
 */
async function putJob(id: string, overrides = {}) {
  const job = aJob({ id, ...overrides });
  const Key = { PK: `JOB#${id}`, SK: 'JOB' };
  await dynamo.send(new PutCommand({ TableName, Item: { ...Key, entity: 'job', ...job, indexKeys: [] } }));
  written.push(Key);
  return job;
}

async function newSeeker(name: string) {
  const id = `int-saver-${name}-${RUN}`;
  await ensureUser({ id, issuer: 'int', subject: id, firstName: name, email: null });
  return id;
}

afterAll(async () => {
  for (const Key of written) await dynamo.send(new DeleteCommand({ TableName, Key }));
});

describe('saved jobs on DynamoDB Local', () => {
  it('saves once however often asked, lists newest first with each state, and forgets', async () => {
    const seeker = await newSeeker('a');
    const open = await putJob(`int-open-${RUN}`);
    const closed = await putJob(`int-closed-${RUN}`, { applicationDeadline: '2020-01-31' });
    const gone = await putJob(`int-gone-${RUN}`, { title: 'Removed Electrician' });

    await saveJobFor(seeker, open, new Date('2026-11-20T10:00:00Z'));
    await saveJobFor(seeker, open, new Date('2026-11-23T10:00:00Z'));
    await saveJobFor(seeker, closed, new Date('2026-11-21T10:00:00Z'));
    await saveJobFor(seeker, gone, new Date('2026-11-22T10:00:00Z'));
    await dynamo.send(new DeleteCommand({ TableName, Key: { PK: `JOB#${gone.id}`, SK: 'JOB' } }));

    const saved = await listSavedJobs(seeker);
    expect(saved.map((s) => [s.jobId, s.state])).toEqual([
      [gone.id, 'deleted'],
      [closed.id, 'closed'],
      // Saving it again kept its first save.
      [open.id, 'open'],
    ]);
    expect(saved[0]?.job.title).toBe('Removed Electrician');
    expect(saved[2]?.savedAt).toBe('2026-11-20T10:00:00.000Z');
    expect((await getUser(seeker))?.savedJobIds).toEqual([closed.id, gone.id, open.id].sort());

    await unsaveJobFor(seeker, open.id);
    await unsaveJobFor(seeker, open.id);
    expect((await listSavedJobs(seeker)).map((s) => s.jobId)).toEqual([gone.id, closed.id]);
    expect((await getUser(seeker))?.savedJobIds).not.toContain(open.id);
  });

  it(`refuses a ${LIMITS.savedJobs + 1}st job, and takes one again once one is forgotten`, async () => {
    const seeker = await newSeeker('full');
    const jobs = Array.from({ length: LIMITS.savedJobs + 1 }, (_, i) => aJob({ id: `int-many-${RUN}-${i}` }));
    for (const job of jobs.slice(0, LIMITS.savedJobs)) await saveJobFor(seeker, job);

    const last = jobs[LIMITS.savedJobs];
    if (!last) throw new Error('no extra job');
    await expect(saveJobFor(seeker, last)).rejects.toBeInstanceOf(SavedJobsFullError);
    // A job saved already is still "saved" at the cap: saving it again changes nothing and succeeds.
    await expect(saveJobFor(seeker, jobs[0] ?? last)).resolves.toBeUndefined();
    expect(API_MESSAGES.savedJobsFull).toContain(String(LIMITS.savedJobs));

    await unsaveJobFor(seeker, jobs[0]?.id ?? '');
    await saveJobFor(seeker, last);
    expect((await getUser(seeker))?.savedJobIds).toHaveLength(LIMITS.savedJobs);
  });

  it('refuses to save for a seeker who has no profile, and makes none', async () => {
    const ghost = `int-ghost-${RUN}`;
    await expect(saveJobFor(ghost, aJob({ id: `int-any-${RUN}` }))).rejects.toThrow();
    expect(await getUser(ghost)).toBeNull();
    expect(await listSavedJobs(ghost)).toEqual([]);
  });

  it('counts profile views from 0, one per CV opened, and never makes a profile', async () => {
    const seeker = await newSeeker('viewed');
    expect((await getUser(seeker))?.profileViews).toBe(0);
    const look = (userId: string) =>
      recordProfileView(userId, {
        actor: 'admin:int',
        action: 'application.cv-opened',
        item: { type: 'application', id: `app-${userId}` },
        ip: '127.0.0.1',
      });

    await look(seeker);
    await look(seeker);
    await look(`int-nobody-${RUN}`);

    expect((await getUser(seeker))?.profileViews).toBe(2);
    expect(await getUser(`int-nobody-${RUN}`)).toBeNull();
  });
});
