import { describe, expect, it } from 'vitest';
import { URDU } from '../src/i18n/ur.ts';
import {
  ENGLISH,
  homePageHead,
  jobNotFoundHead,
  jobPageHead,
  jobPostingProblems,
  SITE_CARD_PATH,
} from '../src/index.ts';
import { aJob } from './fixtures.ts';

const ORIGIN = 'https://modernjobs.pk';
const job = aJob({ description: 'Build <things>.\n\nShip them & more.', requirements: '5 years\nReact' });

function postingOf(jsonLd: Record<string, unknown> | undefined): Record<string, unknown> {
  const graph = (jsonLd?.['@graph'] ?? []) as Array<Record<string, unknown>>;
  const posting = graph.find((node) => node['@type'] === 'JobPosting');
  if (!posting) throw new Error('no JobPosting in the page');
  return posting;
}

describe('a job page’s head', () => {
  const head = jobPageHead(job, { origin: ORIGIN, texts: ENGLISH });

  it('carries every property Google requires and recommends, and only schema.org’s', () => {
    expect(jobPostingProblems(postingOf(head.jsonLd), { withDeadline: true, withSalary: true })).toEqual([]);
    const remote = jobPageHead(
      { ...job, location: 'Remote', salaryMin: null, salaryMax: null },
      { origin: ORIGIN, texts: ENGLISH },
    );
    expect(jobPostingProblems(postingOf(remote.jsonLd), { withDeadline: true, withSalary: false })).toEqual([]);
  });

  it('the check fails a posting that lacks what Google requires or says what schema.org does not', () => {
    const { title: _title, jobLocation: _place, ...lacking } = postingOf(head.jsonLd);
    expect(jobPostingProblems({ ...lacking, salary: 1 }, { withDeadline: true, withSalary: true })).toEqual([
      'required title is missing',
      'jobLocation is missing',
      'salary is not a schema.org JobPosting property',
    ]);
  });

  it('says what the job says', () => {
    expect(postingOf(head.jsonLd)).toMatchObject({
      title: job.title,
      datePosted: job.createdAt,
      validThrough: '2026-12-21T18:59:59.999Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: job.company, logo: `${ORIGIN}${job.companyLogo}` },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'PKR',
        value: { '@type': 'QuantitativeValue', minValue: 350000, maxValue: 550000, unitText: 'MONTH' },
      },
      url: `${ORIGIN}/job/seed-01`,
      mainEntityOfPage: { '@id': `${ORIGIN}/job/seed-01` },
    });
  });

  it('writes the description as HTML, escaped, a paragraph per paragraph', () => {
    expect(postingOf(head.jsonLd).description).toBe(
      '<p>Build &lt;things&gt;.</p><p>Ship them &amp; more.</p><p>5 years<br>React</p>',
    );
  });

  it('titles the page and its previews with the job, the company, the city and the salary', () => {
    expect(head).toMatchObject({
      status: 200,
      title: 'Senior React Developer at Indus Soft Labs | Modern Jobs',
      description:
        'Senior React Developer at Indus Soft Labs, Karachi, Pakistan. PKR 350,000 - 550,000. Apply on Modern Jobs.',
      canonical: `${ORIGIN}/job/seed-01`,
    });
    expect(Object.fromEntries(head.openGraph)).toMatchObject({
      'og:title': 'Senior React Developer · Indus Soft Labs',
      'og:description': 'Indus Soft Labs · Karachi, Pakistan · PKR 350,000 - 550,000 · Apply by 21 Dec 2026',
      'og:url': `${ORIGIN}/job/seed-01`,
      'og:locale': 'en_PK',
    });
    expect(head.alternates).toHaveLength(3);
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: `${ORIGIN}/job/seed-01` },
      { hreflang: 'ur', href: `${ORIGIN}/ur/job/seed-01` },
      { hreflang: 'x-default', href: `${ORIGIN}/job/seed-01` },
    ]);
  });

  it('shows the job’s share card large, absolute, and the site’s card until the job’s is drawn', () => {
    const card = '/objects/cards/jobs/seed-01/0123456789abcdef.png';
    const withCard = jobPageHead(job, { origin: ORIGIN, texts: ENGLISH, card });
    expect(Object.fromEntries(withCard.openGraph)).toMatchObject({
      'og:image': `${ORIGIN}${card}`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Senior React Developer · Indus Soft Labs',
    });
    expect(Object.fromEntries(withCard.twitter)).toMatchObject({
      'twitter:card': 'summary_large_image',
      'twitter:image': `${ORIGIN}${card}`,
    });
    expect(Object.fromEntries(head.openGraph)['og:image']).toBe(`${ORIGIN}${SITE_CARD_PATH}`);
  });

  it('follows the page’s language: Urdu texts, Urdu URL, inLanguage ur', () => {
    const urdu = jobPageHead(job, { origin: ORIGIN, texts: URDU });
    expect(urdu.title).toBe(`${job.company} میں ${job.title} | Modern Jobs`);
    expect(urdu.canonical).toBe(`${ORIGIN}/ur/job/seed-01`);
    expect(Object.fromEntries(urdu.openGraph)['og:locale']).toBe('ur_PK');
    const page = ((urdu.jsonLd?.['@graph'] ?? []) as Array<Record<string, unknown>>)[0];
    expect(page).toMatchObject({ '@type': 'WebPage', inLanguage: 'ur', url: `${ORIGIN}/ur/job/seed-01` });
    expect(postingOf(urdu.jsonLd).title).toBe(job.title);
  });

  it('keeps a closed job, its validThrough in the past', () => {
    const closed = jobPageHead({ ...job, applicationDeadline: '2020-01-31' }, { origin: ORIGIN, texts: ENGLISH });
    expect(closed.status).toBe(200);
    expect(Date.parse(String(postingOf(closed.jsonLd).validThrough))).toBeLessThan(Date.now());
  });
});

describe('a job nobody has', () => {
  it('is a 404 that crawlers leave out', () => {
    expect(jobNotFoundHead('nope', { origin: ORIGIN, texts: ENGLISH })).toMatchObject({
      status: 404,
      title: 'Job Not Found | Modern Jobs',
      robots: 'noindex',
    });
  });
});

describe('the home page head', () => {
  it('names the site, its absolute URL in each language and its share card, in the page’s language', () => {
    const english = homePageHead({ origin: ORIGIN, texts: ENGLISH });
    const urdu = homePageHead({ origin: ORIGIN, texts: URDU });

    expect(english).toMatchObject({
      status: 200,
      title: 'Modern Jobs: jobs in Pakistan and abroad',
      canonical: `${ORIGIN}/`,
    });
    expect(urdu.canonical).toBe(`${ORIGIN}/ur/`);
    expect(urdu.title).not.toBe(english.title);
    expect(Object.fromEntries(english.openGraph)).toMatchObject({
      'og:url': `${ORIGIN}/`,
      'og:image': `${ORIGIN}${SITE_CARD_PATH}`,
      'og:image:width': '1200',
    });
    expect(english.alternates.map((a) => a.href)).toEqual([`${ORIGIN}/`, `${ORIGIN}/ur/`, `${ORIGIN}/`]);
    expect(english.jsonLd).toMatchObject({ '@type': 'WebSite', url: `${ORIGIN}/`, inLanguage: 'en' });
  });
});
