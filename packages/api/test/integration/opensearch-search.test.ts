import type { Job } from '@modern-jobs/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { aJob } from '../fixtures.ts';

// Each file has indexes of its own on the run's one node (global-setup.ts).
process.env.OPENSEARCH_INDEX_PREFIX = 'search-test';
const { ensureIndex } = await import('../../src/search/opensearch/indexes.ts');
const { applyJobChanges } = await import('../../src/search/opensearch/index-jobs.ts');
const { searchJobs, searchAllJobs, suggestJobs } = await import('../../src/search/opensearch/search.ts');
const { percolate, applyAlertChanges } = await import('../../src/search/opensearch/alert-percolator.ts');
const { InvalidCursorError } = await import('../../src/storage/cursor.ts');

const NOW = new Date('2026-11-27T12:00:00.000Z');
const day = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();
const put = (...jobs: Job[]) => applyJobChanges(jobs.map((job) => ({ kind: 'put' as const, job })));
const ids = (jobs: Array<{ id: string }>) => jobs.map((j) => j.id);
const page = { limit: 20 };

const JOBS: Job[] = [
  aJob({ id: 'react-title', title: 'React Developer', skills: ['JavaScript'], createdAt: day(5) }),
  aJob({ id: 'react-skill', title: 'Frontend Engineer', skills: ['React'], createdAt: day(4) }),
  aJob({
    id: 'react-text',
    title: 'Web Designer',
    skills: ['Figma'],
    description: 'You will work beside our react team.',
    createdAt: day(3),
  }),
  aJob({
    id: 'nurse-dubai',
    title: 'Staff Nurse',
    company: 'Gulf Care',
    location: 'Dubai, UAE',
    skills: ['ICU'],
    jobType: 'contract',
    salaryMin: 300_000,
    salaryMax: 450_000,
    createdAt: day(1),
  }),
  aJob({
    id: 'driver-lahore',
    title: 'Delivery Driver',
    location: 'Lahore, Pakistan',
    skills: ['Driving licence'],
    jobType: 'part-time',
    salaryMin: 40_000,
    salaryMax: null,
    createdAt: day(20),
  }),
  aJob({ id: 'urdu', title: 'اردو مترجم', skills: ['ترجمہ'], location: 'Karachi, Pakistan', createdAt: day(2) }),
  aJob({
    id: 'boosted',
    title: 'Accountant',
    skills: ['Tally'],
    isBoosted: true,
    boostExpiry: new Date(NOW.getTime() + 86_400_000).toISOString(),
    createdAt: day(30),
  }),
  aJob({ id: 'pending', title: 'React Native Developer', status: 'pending', createdAt: day(1) }),
  aJob({ id: 'closed', title: 'React Lead', applicationDeadline: '2026-11-01', createdAt: day(40) }),
];

beforeAll(async () => {
  await ensureIndex('jobs');
  await ensureIndex('alerts');
  await put(...JOBS);
});

describe('job search on a real OpenSearch node', () => {
  it('finds a word by any start of it, title matches first, then skills, then the description', async () => {
    const found = await searchJobs({ q: 're' }, page, NOW);
    expect(ids(found.jobs).slice(0, 3)).toEqual(['react-title', 'react-skill', 'react-text']);
    expect(found.total).toBe(3);
  });

  it('forgives one slip in words of five letters or more, and says what it read', async () => {
    const found = await searchJobs({ q: 'devloper' }, page, NOW);
    expect(ids(found.jobs)).toEqual(['react-title']);
    expect(found.corrected).toBe('developer');
    expect((await searchJobs({ q: 'devl' }, page, NOW)).jobs).toEqual([]);
  });

  it('puts a live boost first, and keeps pending, closed and unlisted jobs out of the public search', async () => {
    const all = await searchJobs({}, page, NOW);
    expect(ids(all.jobs)[0]).toBe('boosted');
    expect(ids(all.jobs)).not.toContain('pending');
    expect(ids(all.jobs)).not.toContain('closed');
  });

  it('filters by type, city, least pay, where and how recent, and sorts by pay', async () => {
    expect(ids((await searchJobs({ type: 'contract' }, page, NOW)).jobs)).toEqual(['nurse-dubai']);
    expect(ids((await searchJobs({ city: 'lahore' }, page, NOW)).jobs)).toEqual(['driver-lahore']);
    expect(ids((await searchJobs({ minSalary: 250_000 }, page, NOW)).jobs)).toEqual(['nurse-dubai']);
    expect(ids((await searchJobs({ workplace: 'abroad' }, page, NOW)).jobs)).toEqual(['nurse-dubai']);
    expect(ids((await searchJobs({ postedWithinMs: 2.5 * 86_400_000 }, page, NOW)).jobs).sort()).toEqual([
      'nurse-dubai',
      'urdu',
    ]);
    expect(ids((await searchJobs({ sort: 'salary' }, page, NOW)).jobs)[0]).toBe('nurse-dubai');
  });

  it('finds Urdu as typed', async () => {
    expect(ids((await searchJobs({ q: 'مترجم' }, page, NOW)).jobs)).toEqual(['urdu']);
    expect(ids((await searchJobs({ q: 'ترج' }, page, NOW)).jobs)).toEqual(['urdu']);
  });

  it('answers query syntax and odd input as plain words, never an error', async () => {
    for (const q of ['title:*', '(', '"', '\\', '*', '?', '~', 'ab '.repeat(33), 'react ڈیولپر developer'])
      await expect(searchJobs({ q }, page, NOW)).resolves.toMatchObject({ first: true });
    // Long words nothing starts with (their one-slip patterns past the engine's 1,000 characters).
    for (const q of ['weldphonemwykcv8c', 'internationalisations', 'developerdeveloperdeveloper'])
      await expect(searchJobs({ q }, page, NOW)).resolves.toMatchObject({ first: true, corrected: null });
  });

  it('gives the operator every job in any status, with requirements and benefits searched too', async () => {
    await put(aJob({ id: 'op-only', title: 'Clerk', requirements: 'Knows bookkeeping', createdAt: day(6) }));
    expect(ids((await searchAllJobs({ q: 'bookkeeping' }, page, NOW)).jobs)).toEqual(['op-only']);
    expect(ids((await searchJobs({ q: 'bookkeeping' }, page, NOW)).jobs)).toEqual([]);
    expect(ids((await searchAllJobs({ status: 'pending' }, page, NOW)).jobs)).toEqual(['pending']);
  });

  it('suggests titles and skills that start with what was typed, those it starts first', async () => {
    const suggestions = await suggestJobs('rea', NOW);
    expect(suggestions[0]).toEqual({ text: 'React', kind: 'skill' });
    expect(suggestions).toContainEqual({ text: 'React Developer', kind: 'title' });
  });

  it('never lets a late or repeated change overwrite a newer one', async () => {
    const newer = aJob({ id: 'versioned', title: 'Plumber', updatedAt: '2026-11-27T10:00:00.000Z' });
    const older = aJob({ id: 'versioned', title: 'Carpenter', updatedAt: '2026-11-27T09:00:00.000Z' });
    await put(newer);
    await put(older);
    expect(ids((await searchJobs({ q: 'plumber' }, page, NOW)).jobs)).toEqual(['versioned']);
    expect(ids((await searchJobs({ q: 'carpenter' }, page, NOW)).jobs)).toEqual([]);
    await applyJobChanges([{ kind: 'delete', id: 'versioned', lastVersion: Date.parse(newer.updatedAt ?? '') }]);
    expect(ids((await searchJobs({ q: 'plumber' }, page, NOW)).jobs)).toEqual([]);
  });
});

describe('paging while jobs are added', () => {
  it('never repeats or skips a job of an earlier page', async () => {
    const batch = Array.from({ length: 9 }, (_, i) =>
      aJob({ id: `page-${i}`, title: `Welder ${i}`, createdAt: day(10 + i) }),
    );
    await put(...batch);
    const seen: string[] = [];
    let cursor: string | undefined;
    let round = 0;
    do {
      const found = await searchJobs({ q: 'welder' }, { limit: 2, cursor }, NOW);
      seen.push(...ids(found.jobs));
      // Newer, better matches arrive between pages: they rank before the cursor, so they are not this reading's.
      await put(
        aJob({ id: `late-${round}`, title: 'Welder', createdAt: new Date(NOW.getTime() - 1000).toISOString() }),
      );
      cursor = found.nextCursor;
      round += 1;
    } while (cursor && round < 20);
    expect(seen).toEqual(ids(batch));
  });

  it('refuses a forged cursor as not one of ours (the API answers it 400: cursor-fuzz.test.ts)', async () => {
    const forged = Buffer.from(JSON.stringify({ after: [1, 'x', 2], at: 1 })).toString('base64url');
    await expect(searchJobs({ q: 'welder' }, { limit: 2, cursor: forged }, NOW)).rejects.toBeInstanceOf(
      InvalidCursorError,
    );
  });
});

describe('alerts by percolation', () => {
  it('finds the alerts a job matches, and only those', async () => {
    const alert = (id: string, criteria: object) => ({
      kind: 'put' as const,
      version: 1,
      alert: { id, userId: `u-${id}`, name: id, criteria, frequency: 'instant' as const, locale: 'en' as const },
    });
    await applyAlertChanges([
      alert('nurse', { q: 'nurse' }),
      alert('nurse-abroad-rich', { q: 'nur', where: 'abroad', minSalary: 400_000 }),
      alert('nurse-lahore', { q: 'nurse', city: 'lahore' }),
      alert('driver', { q: 'driver' }),
      alert('contracts', { type: 'contract' }),
    ]);
    const nurse = JOBS.find((j) => j.id === 'nurse-dubai') as Job;
    const { alerts } = await percolate(nurse);
    expect(alerts.map((a) => a.id).sort()).toEqual(['contracts', 'nurse', 'nurse-abroad-rich']);
  });

  it('pages through every match in order', async () => {
    await applyAlertChanges(
      Array.from({ length: 25 }, (_, i) => ({
        kind: 'put' as const,
        version: 1,
        alert: {
          id: `welders-${String(i).padStart(2, '0')}`,
          userId: 'u',
          name: 'w',
          criteria: { q: 'weld' },
          frequency: 'daily' as const,
          locale: 'ur' as const,
        },
      })),
    );
    const welder = aJob({ id: 'w', title: 'Welder' });
    const found: string[] = [];
    let after: string | undefined;
    do {
      const pageOf = await percolate(welder, after, 10);
      found.push(...pageOf.alerts.map((a) => a.id));
      after = pageOf.last ?? undefined;
    } while (after);
    expect(found).toEqual(Array.from({ length: 25 }, (_, i) => `welders-${String(i).padStart(2, '0')}`));
  });
});
