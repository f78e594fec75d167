import { describe, expect, it } from 'vitest';
import { type SearchDoc, SearchIndex, type SearchQuery } from '../../src/search/search-index.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const DAY = 86_400_000;

function doc(id: string, fields: Partial<SearchDoc> = {}): SearchDoc {
  return {
    id,
    title: 'Office Assistant',
    company: 'Acme',
    skills: [],
    location: 'Karachi, Pakistan',
    description: 'General office work.',
    jobType: 'full-time',
    city: 'karachi',
    workplace: 'pakistan',
    salaryMin: null,
    salaryMax: null,
    createdAt: '2026-11-20T09:00:00Z',
    boostUntil: null,
    closesAt: null,
    ...fields,
  };
}

// A fixed corpus: each job is there to be found, or missed, by one rule.
const CORPUS: SearchDoc[] = [
  doc('react', {
    title: 'Senior React Developer',
    company: 'Indus Soft Labs',
    skills: ['React', 'TypeScript'],
    createdAt: '2026-11-22T09:00:00Z',
    salaryMin: 350_000,
    salaryMax: 550_000,
  }),
  doc('dotnet', {
    title: 'C# .NET Engineer',
    skills: ['C#', 'ASP.NET', 'SQL Server'],
    location: 'Lahore',
    city: 'lahore',
    salaryMin: 200_000,
    salaryMax: 300_000,
  }),
  doc('cpp', { title: 'Embedded C++ Programmer', skills: ['C++', 'RTOS'], salaryMin: 150_000 }),
  doc('node', {
    title: 'Backend Engineer',
    skills: ['Node.js', 'PostgreSQL'],
    workplace: 'remote',
    city: null,
    location: 'Remote',
  }),
  doc('skills-dev', {
    title: 'Frontend Engineer',
    skills: ['Web development'],
    createdAt: '2026-11-23T09:00:00Z',
  }),
  doc('desc-dev', {
    title: 'Technical Writer',
    description: 'You will document our developer platform and its APIs.',
    createdAt: '2026-11-23T10:00:00Z',
  }),
  doc('accountant', {
    title: 'Accountant',
    company: 'Gulf Traders',
    location: 'Dubai, UAE',
    city: null,
    workplace: 'abroad',
  }),
  doc('urdu', {
    title: 'ڈرائیور کی ضرورت',
    description: 'لاہور میں ڈرائیور چاہیے',
    location: 'Lahore',
    city: 'lahore',
  }),
  doc('roman', {
    title: 'Driver chahiye - Naukri',
    description: 'Gari chalana, 8 ghantay',
    location: 'Lahore',
    city: 'lahore',
  }),
  doc('boosted-dev', {
    title: 'Junior PHP Developer',
    createdAt: '2026-10-01T09:00:00Z',
    boostUntil: NOW.getTime() + DAY,
  }),
  doc('closed-dev', { title: 'Android Developer', closesAt: NOW.getTime() - 1 }),
  doc('old', { title: 'Data Entry Operator', createdAt: '2026-10-01T09:00:00Z', jobType: 'part-time' }),
];

function index(docs: SearchDoc[] = CORPUS) {
  const built = new SearchIndex();
  for (const d of docs) built.put(d);
  return built;
}
const find = (query: SearchQuery, built = index()) => built.search(query, NOW, { offset: 0, limit: 50 });
const ids = (query: SearchQuery) => find(query).ids;

describe('search: what a word finds', () => {
  it('finds a word from any start of it: dev, develop and developer all find Developer', () => {
    for (const q of ['dev', 'develop', 'developer', 'DEVELOPER']) expect(ids({ q })).toContain('react');
  });

  it('needs every word, in any field and any order', () => {
    expect(ids({ q: 'react indus' })).toEqual(['react']);
    expect(ids({ q: 'typescript senior' })).toEqual(['react']);
    expect(ids({ q: 'react lahore' })).toEqual([]);
  });

  it('searches the description too', () => {
    expect(ids({ q: 'platform' })).toEqual(['desc-dev']);
  });

  it('keeps C++, C#, .NET and Node.js findable, and apart', () => {
    expect(ids({ q: 'c++' })).toEqual(['cpp']);
    expect(ids({ q: 'C#' })).toEqual(['dotnet']);
    expect(ids({ q: '.net' })).toEqual(['dotnet']);
    expect(ids({ q: 'asp.net' })).toEqual(['dotnet']);
    expect(ids({ q: 'node.js' })).toEqual(['node']);
    expect(ids({ q: 'node' })).toEqual(['node']);
  });

  it('finds Urdu and Roman Urdu words in titles, whole', () => {
    expect(ids({ q: 'ڈرائیور' })).toEqual(['urdu']);
    expect(ids({ q: 'ضرورت' })).toEqual(['urdu']);
    expect(ids({ q: 'naukri' })).toEqual(['roman']);
    expect(ids({ q: 'driver' })).toEqual(['roman']);
  });

  it('forgives one slip in a word of five letters or more, and says what it searched for', () => {
    const accountent = find({ q: 'accountent' });
    expect(accountent.ids).toEqual(['accountant']);
    expect(accountent.corrected).toBe('accountant');
    expect(find({ q: 'enginer' }).ids).toEqual(expect.arrayContaining(['dotnet', 'node', 'skills-dev']));
    expect(find({ q: 'enginer' }).corrected).toBe('engineer');
    expect(find({ q: 'senior develpo' }).ids).toEqual(['react']);
    // Short words are not corrected: too many are one letter apart.
    expect(find({ q: 'phq' }).ids).toEqual([]);
    expect(find({ q: 'react' }).corrected).toBeNull();
  });

  it('ignores case, accents and punctuation', () => {
    const built = index([doc('cafe', { title: 'Café Manager' })]);
    expect(find({ q: 'CAFE manager!' }, built).ids).toEqual(['cafe']);
  });

  it('leaves closed jobs out', () => {
    expect(ids({ q: 'android' })).toEqual([]);
  });
});

describe('search: order', () => {
  it('ranks a title match before a skills match before a description match, boosted first', () => {
    expect(ids({ q: 'develop' })).toEqual(['boosted-dev', 'react', 'skills-dev', 'desc-dev']);
  });

  it('without a keyword lists boosted jobs first, then the newest', () => {
    const all = ids({});
    expect(all[0]).toBe('boosted-dev');
    expect(all.slice(1, 4)).toEqual(['desc-dev', 'skills-dev', 'react']);
    expect(all).not.toContain('closed-dev');
  });

  it('sorts by pay, highest first, when asked', () => {
    expect(ids({ sort: 'salary' }).slice(0, 3)).toEqual(['react', 'dotnet', 'cpp']);
  });

  it('pages through the ranked list and counts every match', () => {
    const built = index();
    const first = built.search({ q: 'develop' }, NOW, { offset: 0, limit: 2 });
    const second = built.search({ q: 'develop' }, NOW, { offset: 2, limit: 2 });
    expect(first.total).toBe(4);
    expect([...first.ids, ...second.ids]).toEqual(['boosted-dev', 'react', 'skills-dev', 'desc-dev']);
  });
});

describe('search: filters', () => {
  it('by city and type', () => {
    expect(ids({ city: 'lahore', q: 'engineer' })).toEqual(['dotnet']);
    expect(ids({ type: 'part-time' })).toEqual(['old']);
  });

  it('by the least pay a job may reach', () => {
    expect(ids({ minSalary: 250_000 }).sort()).toEqual(['dotnet', 'react']);
    expect(ids({ minSalary: 150_000 }).sort()).toEqual(['cpp', 'dotnet', 'react']);
  });

  it('by where: Pakistan, abroad, remote', () => {
    expect(ids({ workplace: 'abroad' })).toEqual(['accountant']);
    expect(ids({ workplace: 'remote' })).toEqual(['node']);
    expect(ids({ workplace: 'pakistan' })).not.toContain('node');
  });

  it('by how recently it was posted', () => {
    expect(ids({ postedWithinMs: 2 * DAY }).sort()).toEqual(['desc-dev', 'skills-dev']);
    expect(ids({ postedWithinMs: 3 * DAY }).sort()).toEqual(['desc-dev', 'react', 'skills-dev']);
  });
});

describe('search: keeping up with writes', () => {
  it('finds an edited job by its new words only, and a removed one no more', () => {
    const built = index();
    built.put(doc('react', { title: 'Senior Vue Developer' }));
    expect(find({ q: 'react' }, built).ids).toEqual([]);
    expect(find({ q: 'vue' }, built).ids).toEqual(['react']);
    built.remove('react');
    expect(find({ q: 'vue' }, built).ids).toEqual([]);
    expect(built.size).toBe(CORPUS.length - 1);
  });

  it('without a keyword, scores only the jobs of the narrowest filter', () => {
    expect(find({ workplace: 'remote' }).scored).toBe(1);
    // Of the ten jobs in Pakistan, the two that pay 300,000 or more are all it reads.
    expect(find({ workplace: 'pakistan', minSalary: 300_000 }).scored).toBe(2);
    expect(find({ postedWithinMs: 2 * DAY, type: 'full-time' }).scored).toBe(2);
  });

  it('scores only the jobs that have the rarest word', () => {
    expect(find({ q: 'develop indus' }).scored).toBe(1);
  });
});

describe('suggestions', () => {
  it('offers titles and skills with a word that starts with what was typed, starts first, at most 8', () => {
    const built = index();
    expect(built.suggest('sen')).toEqual([{ text: 'Senior React Developer', kind: 'title' }]);
    expect(built.suggest('type')).toEqual([{ text: 'TypeScript', kind: 'skill' }]);
    const dev = built.suggest('dev').map((s) => s.text);
    expect(dev).toEqual(
      expect.arrayContaining(['Senior React Developer', 'Junior PHP Developer', 'Android Developer']),
    );
    expect(built.suggest('')).toEqual([]);
    const many = index(Array.from({ length: 20 }, (_, i) => doc(`j${i}`, { title: `Nurse ${i}` })));
    expect(many.suggest('nur')).toHaveLength(8);
  });

  it('forgets what no job offers any more', () => {
    const built = index();
    built.remove('react');
    expect(built.suggest('sen')).toEqual([]);
  });
});
