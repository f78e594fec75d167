import type { OwnedJob } from '../../jobs/store/job-index.ts';
import { documentOf, versionOf } from './job-document.ts';
import { type VersionedChange, writeVersioned } from './versioned-writes.ts';

/** A job written (as stored, with its ownership fields) or deleted (its last version). */
export type JobChange = { kind: 'put'; job: OwnedJob } | { kind: 'delete'; id: string; lastVersion: number };

const versioned = (change: JobChange): VersionedChange =>
  change.kind === 'put'
    ? { id: change.job.id, document: documentOf(change.job), version: versionOf(change.job) }
    : { id: change.id, deletedAfter: change.lastVersion };

/** Writes job changes into the search index (versioned-writes.ts says how they stay in order). */
export const applyJobChanges = (changes: JobChange[]) => writeVersioned('jobs', changes.map(versioned));
