import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationCounts, recountApplications } from '../../src/applications/store/application-counts.ts';
import {
  createApplication,
  getApplication,
  listApplications,
  setApplicationStatus,
} from '../../src/applications/store/applications.ts';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { ensureTable, LOCAL_CREDENTIALS, LOCAL_REGION } from '../../src/local/dynamodb-local.ts';
import { createTableInput, TABLE } from '../../src/storage/table.ts';
import { jobToApplyTo } from './job-to-apply-to.ts';

const JOB = `int-apps-${Date.now()}`;
beforeAll(() => jobToApplyTo(JOB, 'Integration Welder'));

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
    // One status across every job comes from its own list: the shortlisted one is on it, the others not.
    const shortlisted = await listApplications({
      status: 'shortlisted',
      from: '2026-11-10',
      to: '2026-11-10',
      limit: 100,
    });
    expect(shortlisted.applications.map((a) => a.id)).toContain(middle.id);
    expect(shortlisted.applications.map((a) => a.id)).not.toContain(early.id);
    expect(shortlisted.itemsRead).toBe(shortlisted.applications.length);
  });
});

describe('data from before the status lists', () => {
  it('is put on its status list by the recount, and an older table gets the new index on start', async () => {
    const id = `old-${Date.now()}`;
    const sortKey = `2026-10-01T10:00:00.000Z#${id}`;
    // An application as stored before GSI4 existed: no status list keys.
    await dynamo.send(
      new PutCommand({
        TableName: config.TABLE_NAME,
        Item: {
          PK: `APP#${id}`,
          SK: 'APP',
          entity: 'application',
          id,
          jobId: 'old-job',
          jobTitle: 'Old Job',
          userId: 'u-old',
          fullName: 'Old Applicant',
          contactNumber: '+923001112233',
          whatsappNumber: '+923001112233',
          email: 'old@example.pk',
          cvPath: '/objects/uploads/cccccccccccccccccccccc',
          status: 'rejected',
          appliedAt: '2026-10-01T10:00:00.000Z',
          GSI3PK: 'APPS',
          GSI3SK: sortKey,
        },
      }),
    );
    const onList = async () =>
      (
        await listApplications({ status: 'rejected', from: '2026-10-01', to: '2026-10-01', limit: 100 })
      ).applications.map((a) => a.id);
    expect(await onList()).not.toContain(id);
    await recountApplications();
    expect(await onList()).toContain(id);
    expect((await applicationCounts('old-job')).rejected).toBe(1);

    // A table created without GSI4 (as before it) gets it from ensureTable, with every other index.
    const endpoint = process.env.DYNAMODB_ENDPOINT ?? '';
    const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const older = createTableInput(`older-${Date.now()}`);
    older.GlobalSecondaryIndexes = older.GlobalSecondaryIndexes?.filter((index) => index.IndexName !== 'GSI4');
    older.AttributeDefinitions = older.AttributeDefinitions?.filter((a) => !a.AttributeName?.startsWith('GSI4'));
    await client.send(new CreateTableCommand(older));
    await ensureTable(endpoint, older.TableName ?? '');
    const { Table } = await client.send(new DescribeTableCommand({ TableName: older.TableName }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
      TABLE.indexes.map((index) => index.name),
    );
    client.destroy();
  });
});
