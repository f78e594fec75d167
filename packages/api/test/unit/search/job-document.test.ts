import { searchTokens } from '@modern-jobs/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../src/search/opensearch/job-document.ts';
import { aJob } from '../../fixtures.ts';

const text = fc.oneof(
  fc.string(),
  fc.constantFrom('Senior C++ / .NET developer.We', 'ویلڈر لاہور', 'Node.js, React', 'Lahore, Pakistan', ''),
  fc
    .array(fc.constantFrom('welder', 'Welder', 'karachi', 'c#', 'a', 'the', 'café', 'node.js'), { maxLength: 8 })
    .map((w) => w.join(' ')),
);

describe("a job's search document", () => {
  it('has, as its words, the words of its public text each once, in order, as one tokenizing of it all would', () => {
    fc.assert(
      fc.property(
        text,
        fc.array(text, { maxLength: 4 }),
        text,
        text,
        text,
        (title, skills, company, location, description) => {
          const job = aJob({ title, skills, company, location, description });
          const whole = searchTokens([title, skills.join(' , '), company, location, description].join(' '));
          expect(documentOf(job).words).toEqual(whole);
        },
      ),
      { numRuns: 300 },
    );
  });
});
