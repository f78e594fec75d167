import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SEED_JOBS } from '@modern-jobs/domain/seed';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as putSetting } from '../../src/handlers/put-setting.ts';
import { handler as seed } from '../../src/handlers/seed-database.ts';
import { invoke } from '../http.ts';
import { cloudfrontMock, ddb, s3mock } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions } from '../sessions.ts';

const save = (key: string, value: string) =>
  invoke(putSetting, {
    method: 'PUT',
    cookies: [adminCookie],
    headers: jsonWrite,
    params: { key },
    body: JSON.stringify({ value }),
  });

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(PutCommand).resolves({});
});

describe('PUT /api/settings/{key}', () => {
  it('stores the value as its schema reads it, defaults filled in', async () => {
    const res = await save('promotional_button', '{"text":"Eid Sale","link":"https://example.pk/eid","extra":1}');

    expect(res.status).toBe(200);
    const [setting, record] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(setting?.Put?.Item).toMatchObject({
      PK: 'SETTING#promotional_button',
      value: '{"text":"Eid Sale","link":"https://example.pk/eid","visible":true}',
    });
    // The activity record is part of the same transaction: who, what, which, and the value before → after.
    expect(record?.Put?.Item).toMatchObject({
      actor: 'admin:03001234567',
      action: 'setting.updated',
      item: { type: 'setting', id: 'promotional_button' },
      changes: [
        { field: 'value', before: null, after: '{"text":"Eid Sale","link":"https://example.pk/eid","visible":true}' },
      ],
      GSI3PK: 'AUDIT#ITEM#setting:promotional_button',
    });
    // Visitors and the admin's next read see it at once, not when CloudFront's copy expires.
    const cleared = cloudfrontMock
      .commandCalls(CreateInvalidationCommand)
      .map((c) => c.args[0].input.InvalidationBatch);
    expect(cleared.map((batch) => batch?.Paths?.Items)).toEqual([['/api/settings/promotional_button']]);
  });

  it("answers 400 with the spec's message when the value does not match the key's schema", async () => {
    const res = await save('contact_info', '{"whatsapp":"","email":"x","phone":"1"}');

    expect(res).toMatchObject({ status: 400, body: { message: 'WhatsApp number is required' } });
    expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(['value.whatsapp', 'value.email']);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(cloudfrontMock.commandCalls(CreateInvalidationCommand)).toHaveLength(0);
  });

  it('answers 400 for a value that is not JSON, and 404 for an unknown key', async () => {
    expect(await save('win_modal', '{oops')).toMatchObject({ status: 400, body: { message: 'Invalid setting value' } });
    expect((await save('admin_password', '{}')).status).toBe(404);
  });
});

describe('POST /api/admin/seed-database', () => {
  it('upserts every demo job, writes the demo logos and fills in missing settings, and counts the applications again', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    s3mock.on(PutObjectCommand).resolves({});
    ddb.on(QueryCommand, { IndexName: 'GSI3' }).resolves({
      Items: [
        { jobId: 'seed-01', status: 'submitted' },
        { jobId: 'seed-01', status: 'shortlisted' },
        { jobId: 'seed-02', status: 'submitted' },
      ],
    });

    const res = await invoke(seed, { method: 'POST', cookies: [adminCookie], headers: { origin: jsonWrite.origin } });

    expect(res.body).toEqual({
      success: true,
      message: `Seeded ${SEED_JOBS.length} sample jobs and 7 default settings.`,
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(SEED_JOBS.length);
    const counts = ddb
      .commandCalls(PutCommand)
      .map((c) => c.args[0].input.Item)
      .filter((item) => String(item?.PK).startsWith('APPCOUNT#'));
    expect(counts).toContainEqual(
      expect.objectContaining({ PK: 'APPCOUNT#ALL', submitted: 2, shortlisted: 1, rejected: 0 }),
    );
    expect(counts).toContainEqual(
      expect.objectContaining({ PK: 'APPCOUNT#JOB#seed-01', submitted: 1, shortlisted: 1 }),
    );
    expect(s3mock.commandCalls(PutObjectCommand).every((c) => c.args[0].input.Key?.startsWith('logos/demo/'))).toBe(
      true,
    );
  });

  it('leaves a setting the operator changed alone', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    s3mock.on(PutObjectCommand).resolves({});
    ddb
      .on(GetCommand, { Key: { PK: 'SETTING#win_modal', SK: 'SETTING' } })
      .resolves({ Item: { value: '{}', updatedAt: 'x' } });

    await invoke(seed, { method: 'POST', cookies: [adminCookie], headers: { origin: jsonWrite.origin } });

    expect(ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item?.PK)).not.toContain('SETTING#win_modal');
  });
});
