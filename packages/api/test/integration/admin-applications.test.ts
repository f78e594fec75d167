import { describe, expect, it } from 'vitest';
import { applicationCounts } from '../../src/storage/application-counts.ts';
import {
  createApplication,
  getApplication,
  listApplications,
  setApplicationStatus,
} from '../../src/storage/applications.ts';

const JOB = `int-apps-${Date.now()}`;

async function apply(user: string, day: string) {
  return createApplication(
    {
      jobId: JOB,
      jobTitle: 'Integration Welder',
      userId: user,
      fullName: `Applicant ${user}`,
      contactNumber: '+923001112233',
      whatsappNumber: '+923001112233',
      email: `${user}@example.pk`,
      cvPath: '/objects/uploads/cccccccccccccccccccccc',
    },
    new Date(`${day}T10:00:00.000Z`),
  );
}

describe("the operator's application list on DynamoDB Local", () => {
  it('filters by the days applied (inclusive) and status, newest first, and keeps the counts exact', async () => {
    const early = await apply('u-early', '2026-11-01');
    const middle = await apply('u-middle', '2026-11-10');
    const late = await apply('u-late', '2026-11-20');
    const stored = await getApplication(middle.id);
    if (!stored) throw new Error('the middle application was not stored');
    await setApplicationStatus(stored, 'shortlisted', () => ({
      actor: 'admin:test',
      action: 'application.status-changed',
      item: { type: 'application', id: middle.id },
      ip: '127.0.0.1',
    }));

    const ids = async (query: Parameters<typeof listApplications>[0]) =>
      (await listApplications(query)).applications.map((a) => a.id);
    expect(await ids({ jobId: JOB, limit: 10 })).toEqual([late.id, middle.id, early.id]);
    expect(await ids({ jobId: JOB, from: '2026-11-10', to: '2026-11-20', limit: 10 })).toEqual([late.id, middle.id]);
    expect(await ids({ jobId: JOB, to: '2026-11-10', limit: 10 })).toEqual([middle.id, early.id]);
    expect(await ids({ jobId: JOB, from: '2026-11-05', status: 'shortlisted', limit: 10 })).toEqual([middle.id]);
    expect(await applicationCounts(JOB)).toEqual({ submitted: 2, reviewed: 0, shortlisted: 1, rejected: 0 });
  });
});
