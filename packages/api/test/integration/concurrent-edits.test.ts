import { API_MESSAGES } from '@modern-jobs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/accounts/store/sessions.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { config } from '../../src/config.ts';
import { ensureIndex } from '../../src/search/opensearch/indexes.ts';
import { refusal } from '../http.ts';
import { startApi } from './server.ts';

let api: Awaited<ReturnType<typeof startApi>>;
const token = 'c'.repeat(43);
beforeAll(async () => {
  await createSession('admin', '03001234567', hashToken(token));
  // The keyword lists ask the search engine: its index is there whichever file ran first.
  await ensureIndex('jobs');
  api = await startApi();
});
afterAll(() => api?.close());

const input = (title: string) => ({
  title,
  company: 'Indus Textiles',
  description: 'Run the looms.',
  location: 'Lahore, Pakistan',
  jobType: 'full-time',
  skills: ['Weaving'],
  applicationDeadline: '2099-01-31',
});

async function call(method: string, path: string, body?: unknown, version?: string) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      cookie: `mj_admin=${token}`,
      origin: config.SITE_ORIGIN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(version ? { 'if-match': `"${version}"` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
}

describe('two admins editing the same thing', () => {
  it('refuses the second save of the same version of a job (412), keeping the first', async () => {
    const created = await call('POST', '/api/jobs', input('Weaver'));
    const { id, updatedAt: loaded } = created.body as { id: string; updatedAt: string };

    const first = await call('PUT', `/api/jobs/${id}`, input('Senior Weaver'), loaded);
    const second = await call('PUT', `/api/jobs/${id}`, input('Junior Weaver'), loaded);

    expect(first.status).toBe(200);
    expect(second).toEqual({ status: 412, body: refusal(API_MESSAGES.jobChanged) });
    expect((await call('GET', `/api/jobs/${id}`)).body.title).toBe('Senior Weaver');
    // The spec's own client sends no version: its save is taken as before.
    expect((await call('PUT', `/api/jobs/${id}`, input('Master Weaver'))).status).toBe(200);
    // Deleting a version that is no longer current is refused too; the current one goes.
    expect((await call('DELETE', `/api/jobs/${id}`, undefined, loaded)).status).toBe(412);
    expect((await call('DELETE', `/api/jobs/${id}`)).status).toBe(200);
  });

  it('refuses a stale save of a setting (412), keeping the first', async () => {
    const first = await call('PUT', '/api/settings/sign_in_button', {
      value: JSON.stringify({ text: 'First', link: '#' }),
    });
    const loaded = String(first.body.updatedAt);
    await call('PUT', '/api/settings/sign_in_button', { value: JSON.stringify({ text: 'Second', link: '#' }) }, loaded);

    const stale = await call(
      'PUT',
      '/api/settings/sign_in_button',
      { value: JSON.stringify({ text: 'Third', link: '#' }) },
      loaded,
    );

    expect(stale).toEqual({ status: 412, body: refusal(API_MESSAGES.settingChanged) });
    expect(JSON.parse(String((await call('GET', '/api/settings/sign_in_button')).body.value))).toMatchObject({
      text: 'Second',
    });
  });

  it('a delete racing an edit never leaves a ghost card in any list', async () => {
    for (let round = 0; round < 8; round++) {
      const created = await call('POST', '/api/jobs', input(`Dyer ${round}`));
      const id = String(created.body.id);
      // The edit moves the job into new keyword and city lists; the delete knows only the old ones.
      const [, removed] = await Promise.all([
        call('PUT', `/api/jobs/${id}`, { ...input(`Calligrapher${round}`), location: 'Karachi, Pakistan' }),
        call('DELETE', `/api/jobs/${id}`),
      ]);
      const exists = (await call('GET', `/api/jobs/${id}`)).status === 200;
      expect(exists).toBe(removed.status !== 200);
      const lists = [
        `/api/jobs?q=calligrapher${round}`,
        `/api/jobs?q=dyer`,
        '/api/jobs?city=karachi&limit=100',
        '/api/jobs?limit=100',
      ];
      for (const list of lists) {
        const answer = await call('GET', list);
        expect(answer.status, `${list}: ${JSON.stringify(answer.body)}`).toBe(200);
        const listed = (answer.body as unknown as Array<{ id: string }>).some((j) => j.id === id);
        if (!exists) expect(listed, `${list} after delete, round ${round}`).toBe(false);
      }
      if (exists) expect((await call('DELETE', `/api/jobs/${id}`)).status).toBe(200);
    }
  }, 120_000);
});
