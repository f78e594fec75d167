import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startOpenSearchLocal } from '../../src/local/opensearch-local.ts';

// The run's node (global-setup.ts), assembled from Maven Central's artifacts by opensearch-local.ts;
// this file's indexes are named node-test-*.
const endpoint = process.env.OPENSEARCH_ENDPOINT ?? '';
const java = process.env.MJ_JAVA;

// biome-ignore lint/suspicious/noExplicitAny: OpenSearch's JSON answers, checked by the assertions
type Json = any;

async function call(base: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}
const os = (method: string, path: string, body?: unknown) => call(endpoint, method, path, body);
const hitIds = (body: Json) => (body.hits.hits as Array<{ _id: string }>).map((hit) => hit._id);

afterAll(async () => {
  if (endpoint) await os('DELETE', '/node-test-*');
});

describe('the local OpenSearch node', () => {
  it('is OpenSearch 2.19 with HTTP, the common analyzers and the percolator loaded as modules', async () => {
    const root = await os('GET', '/');
    expect(root.body.version.number).toMatch(/^2\.19\./);
    const nodes = await os('GET', '/_nodes/plugins');
    const [node] = Object.values(nodes.body.nodes) as Array<{ modules: Array<{ name: string }> }>;
    expect(node?.modules.map((m) => m.name).sort()).toEqual(['analysis-common', 'percolator', 'transport-netty4']);
    const health = await os('GET', '/_cluster/health');
    expect(health.body.number_of_nodes).toBe(1);
  });

  it('refuses to create an index by writing to it (indexes are made with their mapping)', async () => {
    const write = await os('PUT', '/node-test-nowhere/_doc/1', { title: 'x' });
    expect(write.status).toBe(404);
    expect(write.body.error.type).toBe('index_not_found_exception');
  });

  it('percolates a document against stored queries, through an edge_ngram analyzer from analysis-common', async () => {
    const created = await os('PUT', '/node-test-alerts', {
      settings: {
        number_of_shards: 1,
        analysis: {
          filter: { prefixes: { type: 'edge_ngram', min_gram: 1, max_gram: 20 } },
          analyzer: { prefix: { tokenizer: 'standard', filter: ['lowercase', 'prefixes'] } },
        },
      },
      mappings: {
        properties: {
          query: { type: 'percolator' },
          title: { type: 'text', analyzer: 'prefix', search_analyzer: 'standard' },
          city: { type: 'keyword' },
        },
      },
    });
    expect(created.status).toBe(200);
    const alerts = {
      nurse: { match: { title: 'nurse' } },
      'nurse-dubai': { bool: { must: [{ match: { title: 'nur' } }], filter: [{ term: { city: 'Dubai' } }] } },
      driver: { match: { title: 'driver' } },
    };
    for (const [id, query] of Object.entries(alerts))
      expect((await os('PUT', `/node-test-alerts/_doc/${id}?refresh=true`, { query })).status).toBe(201);

    const percolate = (document: unknown) =>
      os('POST', '/node-test-alerts/_search', { query: { percolate: { field: 'query', document } } });
    expect(hitIds((await percolate({ title: 'Staff Nurse', city: 'Dubai' })).body).sort()).toEqual([
      'nurse',
      'nurse-dubai',
    ]);
    expect(hitIds((await percolate({ title: 'Staff Nurse', city: 'Lahore' })).body)).toEqual(['nurse']);
    expect(hitIds((await percolate({ title: 'Accountant', city: 'Dubai' })).body)).toEqual([]);
  });

  it('finds Urdu text as typed, by whole words and by any start of a word', async () => {
    await os('PUT', '/node-test-urdu', {
      settings: {
        number_of_shards: 1,
        analysis: {
          filter: { prefixes: { type: 'edge_ngram', min_gram: 1, max_gram: 20 } },
          analyzer: { prefix: { tokenizer: 'standard', filter: ['lowercase', 'prefixes'] } },
        },
      },
      mappings: {
        properties: {
          title: {
            type: 'text',
            analyzer: 'standard',
            fields: { prefix: { type: 'text', analyzer: 'prefix', search_analyzer: 'standard' } },
          },
        },
      },
    });
    const jobs = {
      teacher: 'اردو کے استاد کی ضرورت ہے، لاہور',
      driver: 'ڈرائیور برائے دبئی (Driver)',
      english: 'Sales Manager, Karachi',
    };
    for (const [id, title] of Object.entries(jobs)) await os('PUT', `/node-test-urdu/_doc/${id}`, { title });
    await os('POST', '/node-test-urdu/_refresh');

    const tokens = await os('POST', '/node-test-urdu/_analyze', { analyzer: 'standard', text: jobs.teacher });
    expect((tokens.body.tokens as Array<{ token: string }>).map((t) => t.token)).toEqual([
      'اردو',
      'کے',
      'استاد',
      'کی',
      'ضرورت',
      'ہے',
      'لاہور',
    ]);
    const search = async (field: string, text: string) =>
      hitIds((await os('POST', '/node-test-urdu/_search', { query: { match: { [field]: text } } })).body).sort();
    expect(await search('title', 'استاد')).toEqual(['teacher']);
    expect(await search('title', 'دبئی')).toEqual(['driver']);
    expect(await search('title.prefix', 'لاہ')).toEqual(['teacher']);
    expect(await search('title.prefix', 'ڈرائی')).toEqual(['driver']);
    expect(await search('title.prefix', 'driv')).toEqual(['driver']);
    expect(await search('title', 'لاہ')).toEqual([]);
  });
});

describe('startOpenSearchLocal', () => {
  // That a node keeps its data across stop() and a start on the same folder and port is proven by
  // search.test.ts's outage test, which restarts its own node so (one JVM restart for both).

  it('fails with the node’s own log when the node cannot start', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mj-opensearch-bad-'));
    try {
      await expect(startOpenSearchLocal({ dir, java, settings: { 'no.such.setting': 1 } })).rejects.toThrow(
        /OpenSearch exited[\s\S]*unknown setting \[no\.such\.setting\]/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
