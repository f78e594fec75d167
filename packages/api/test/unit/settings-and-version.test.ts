import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as getSetting } from '../../src/handlers/get-setting.ts';
import { handler as getVersion } from '../../src/handlers/get-version.ts';
import { invoke } from '../http.ts';
import { ddb } from '../mocks.ts';

describe('GET /api/settings/{key}', () => {
  it('answers the stored record with its JSON text value', async () => {
    ddb.on(GetCommand).resolves({
      Item: { PK: 'SETTING#win_modal', SK: 'SETTING', value: '{"a":1}', updatedAt: '2026-11-21T00:00:00Z' },
    });

    const res = await invoke(getSetting, { params: { key: 'win_modal' } });

    expect(res).toMatchObject({ status: 200, body: { key: 'win_modal', value: '{"a":1}' } });
  });

  it('answers 404 for a key never set, so the site falls back to defaults', async () => {
    ddb.on(GetCommand).resolves({});

    expect(await invoke(getSetting, { params: { key: 'contact_info' } })).toMatchObject({ status: 404 });
  });

  it('answers 404 for an unknown key without reading the table', async () => {
    const res = await invoke(getSetting, { params: { key: 'admin_password' } });

    expect(res).toMatchObject({ status: 404, body: { message: 'Setting not found' } });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });
});

describe('GET /api/version', () => {
  it('answers version, commit, build time and stage from configuration', async () => {
    const res = await invoke(getVersion);

    expect(res.body).toEqual({ version: '1.2.3', commit: 'abc1234', buildTime: '2026-11-21T00:00:00Z', stage: 'test' });
  });
});
