import {
  type AlertableJob,
  type AlertCriteria,
  alertMatches,
  CITIES,
  JOB_TYPES,
  WORKPLACES,
} from '@modern-jobs/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchorOf, matchEntryKey, matchRanges } from '../../src/storage/alert-index.ts';

const WORDS = ['developer', 'dev', 'react', 'nurse', 'driver', 'c#', 'node.js', 'hr', 'data', 'analyst', 'lahore'];
const words = (max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: max });
const criteria: fc.Arbitrary<AlertCriteria> = fc.record(
  {
    q: words(3).map((w) => w.join(' ')),
    city: fc.constantFrom(...CITIES),
    type: fc.constantFrom(...JOB_TYPES),
    minSalary: fc.integer({ min: 1, max: 400_000 }),
    where: fc.constantFrom(...WORKPLACES),
  },
  { requiredKeys: [] },
);
const job: fc.Arbitrary<AlertableJob> = fc.record({
  title: words(4).map((w) => `${w.join(' ')} Senior`),
  company: fc.constantFrom('Indus Soft Labs', 'Qatar Care', 'Data Corp'),
  location: fc.constantFrom('Lahore, Pakistan', 'Gulberg, Karachi', 'Dubai, UAE', 'Remote'),
  skills: words(3),
  jobType: fc.constantFrom(...JOB_TYPES),
  salaryMin: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  salaryMax: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  workplace: fc.option(fc.constantFrom(...WORKPLACES), { nil: null }),
});

/** Whether one of the ranges a job reads holds the entry's key. */
const reads = (ranges: ReturnType<typeof matchRanges>, key: { PK: string; SK: string }) =>
  ranges.some((range) => range.PK === key.PK && range.from <= key.SK && key.SK <= range.to);

describe('where alerts are filed and where a new job looks', () => {
  it('finds every alert a job matches: the ranges a job reads hold the entry of each', () => {
    fc.assert(
      fc.property(criteria, job, (asked, published) => {
        if (!alertMatches(asked, published)) return;
        expect(reads(matchRanges(published), matchEntryKey('alert-1', asked))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('never reads an alert whose type or least pay rules the job out', () => {
    fc.assert(
      fc.property(criteria, job, (asked, published) => {
        const pay = published.salaryMax ?? published.salaryMin ?? null;
        const wrongType = asked.type !== undefined && asked.type !== published.jobType;
        const tooLittle = asked.minSalary !== undefined && (pay === null || pay < asked.minSalary);
        if (!wrongType && !tooLittle) return;
        expect(reads(matchRanges(published), matchEntryKey('alert-1', asked))).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('files a keyword alert under its longest word, cut at 20 letters, and its city', () => {
    expect(anchorOf({ q: 'react developer' })).toBe('developer');
    expect(anchorOf({ q: 'electroencephalography technician' })).toBe('electroencephalograp');
    expect(anchorOf({ city: 'lahore' })).toBeNull();
    expect(matchEntryKey('a1', { q: 'Nurse', city: 'lahore', minSalary: 90_000 })).toEqual({
      PK: 'ALERTMATCH#W#nurse#lahore',
      SK: '*#000000090000#a1',
    });
    expect(matchEntryKey('a2', { type: 'contract', where: 'abroad' })).toEqual({
      PK: 'ALERTMATCH#F#*#contract#abroad',
      SK: '000000000000#a2',
    });
  });
});
