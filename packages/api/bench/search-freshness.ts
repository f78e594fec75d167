import { performance } from 'node:perf_hooks';
import type { Job } from '@modern-jobs/domain';
import { saveJob } from '../src/jobs/store/jobs.ts';
import { aliasOf, openSearch } from '../src/search/opensearch/client.ts';
import { searchJobs } from '../src/search/opensearch/search.ts';
import { realisticJob } from './realistic-jobs.ts';

/**
 * How soon a job written is found by search, over the whole local chain (search-stack.ts): the
 * API's saveJob writes the job (its transaction, as posting or approving one does) to DynamoDB
 * Local; the table's stream is read by the dispatcher (dispatch-changes, polled every 250 ms as the
 * local stack polls it), which sends the change to the index-search queue in ElasticMQ; the queue's
 * follower (a long poll) runs the index-search worker as its role, which writes the document with
 * refresh=wait_for. Timed from just before the write until a search sees the job (asked every 20 ms:
 * one `ids` search over the listed jobs for every job still awaited, so that asking does not load
 * the node more than the visitors it stands for). What AWS adds (Lambda's stream and queue pollers,
 * the network) is not here; what it lacks (a busy single machine) is.
 *
 * A job is written every `everyMs`, so several are on their way at once, as on a busy board. Each
 * job carries a word of its own in its title, and when all are found each is also looked for through
 * the public search by that word, which must find it.
 */
export async function measureFreshness(options: {
  samples: number;
  /** the first sample's number, for ids no other job has */
  first: number;
  now: Date;
  everyMs?: number;
}): Promise<{ ms: number[]; note: string }> {
  const everyMs = options.everyMs ?? 250;
  // A few first, not counted: the chain's first batches load the workers' code and warm the JIT, as
  // a function that has been running for a while would be.
  const WARM_UP = 5;
  await writeAndFind({ ...options, samples: WARM_UP, everyMs });
  const ms = await writeAndFind({ ...options, first: options.first + WARM_UP, everyMs });
  return {
    ms,
    note: `${options.samples} jobs written through saveJob (after ${WARM_UP} not counted), one every ${everyMs} ms, each timed from its write to the first search that finds it (DynamoDB Local stream, dispatch-changes every 250 ms, ElasticMQ, index-search, refresh=wait_for); each then found by its own word through the public search`,
  };
}

async function writeAndFind(options: {
  samples: number;
  first: number;
  now: Date;
  everyMs: number;
}): Promise<number[]> {
  const everyMs = options.everyMs;
  const timeoutMs = 30_000;
  const pending = new Map<string, number>();
  const words = new Map<string, string>();
  const ms: number[] = [];
  let writing = true;

  const poller = (async () => {
    while (writing || pending.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (pending.size === 0) continue;
      const ids = [...pending.keys()];
      const { body } = await openSearch<{ hits: { hits: Array<{ _id: string }> } }>({
        method: 'POST',
        path: `/${aliasOf('jobs')}/_search`,
        body: {
          size: ids.length,
          _source: false,
          query: { bool: { filter: [{ ids: { values: ids } }, { term: { listed: true } }] } },
        },
      });
      const at = performance.now();
      for (const { _id } of body.hits.hits) {
        const started = pending.get(_id);
        if (started === undefined) continue;
        ms.push(at - started);
        pending.delete(_id);
      }
      for (const [id, started] of pending)
        if (at - started > timeoutMs) throw new Error(`job ${id} was not found by search within ${timeoutMs / 1000} s`);
    }
  })();

  const writes: Array<Promise<unknown>> = [];
  const begun = performance.now();
  try {
    for (let k = 0; k < options.samples; k++) {
      const wait = begun + k * everyMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const n = options.first + k;
      const base = realisticJob(n, options.now);
      const word = `fresh${n.toString(36)}`;
      const at = new Date().toISOString();
      const job: Job = {
        ...base,
        id: `fresh-${n}`,
        title: `${base.title} ${word}`,
        createdAt: at,
        updatedAt: at,
      };
      words.set(job.id, word);
      pending.set(job.id, performance.now());
      writes.push(saveJob(job, null, new Date()));
    }
    await Promise.all(writes);
  } finally {
    writing = false;
    await poller;
  }

  for (const [id, word] of words) {
    const { jobs } = await searchJobs({ q: word }, { limit: 5 });
    if (!jobs.some((job) => job.id === id)) throw new Error(`the public search for "${word}" did not find ${id}`);
  }
  return ms;
}
