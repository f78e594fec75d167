import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES } from '@modern-jobs/domain';
import { describe, expect, it } from 'vitest';
import { requireVerifiedRecruiter } from '../../src/employers/recruiter-rule.ts';
import { keepRecruiterCheck } from '../../src/jobs/recruiter-check.ts';
import { renderMail } from '../../src/mail/templates/index.ts';
import { reportJob } from '../../src/trust/report-job.ts';
import { addressHash, reporterNetwork } from '../../src/trust/reporter-address.ts';
import { similarListOf, similarMedian } from '../../src/trust/signals.ts';
import { aJob } from '../fixtures.ts';
import { ddb } from '../mocks.ts';

const ORIGIN = 'https://modernjobs.pk';
const verification = { by: 'admin:03001234567', at: '2026-11-25T09:00:00.000Z', evidence: { note: 'x', link: null } };
const abroad = aJob({ location: 'Doha, Qatar', recruiter: { kind: 'oep', licence: '1234/RWP' } });
const rules = (requireRecruiterVerification: boolean) => ({
  Item: { value: JSON.stringify({ requireRecruiterVerification, complaintLink: '#' }), updatedAt: 'x' },
});

describe('approving a job abroad', () => {
  it('is refused (409) while the setting asks for a verified recruiter and it has none', async () => {
    ddb.on(GetCommand).resolves(rules(true));
    await expect(requireVerifiedRecruiter(abroad)).rejects.toMatchObject({
      statusCode: 409,
      message: API_MESSAGES.recruiterNotVerified,
    });
    await expect(requireVerifiedRecruiter({ ...abroad, recruiterVerification: verification })).resolves.toBeUndefined();
  });

  it('passes when the setting is off or missing, and never reads it for a job at home', async () => {
    ddb.on(GetCommand).resolvesOnce(rules(false)).resolvesOnce({});
    await expect(requireVerifiedRecruiter(abroad)).resolves.toBeUndefined();
    await expect(requireVerifiedRecruiter(abroad)).resolves.toBeUndefined();
    ddb.reset();
    await expect(requireVerifiedRecruiter(aJob({ location: 'Lahore, Pakistan' }))).resolves.toBeUndefined();
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });
});

describe("an edit's recruiter check", () => {
  it('holds for the same recruiter and is dropped for a new one', () => {
    const verified = { ...abroad, recruiterVerification: verification };
    expect(keepRecruiterCheck(verified, { ...verified }).recruiterVerification).toEqual(verification);
    const moved = keepRecruiterCheck(verified, { ...verified, recruiter: { kind: 'oep', licence: '9999/KHI' } });
    expect(moved.recruiterVerification).toBeUndefined();
    expect(keepRecruiterCheck(verified, { ...verified, recruiter: undefined }).recruiterVerification).toBeUndefined();
  });
});

describe('pay compared with similar jobs', () => {
  it('reads the type-and-city list when the job names a searchable city, else the type list', () => {
    expect(similarListOf(aJob({ jobType: 'full-time', location: 'Karachi, Pakistan' }))).toBe(
      'TYPE#full-time#CITY#karachi',
    );
    expect(similarListOf(aJob({ jobType: 'contract', location: 'Doha, Qatar' }))).toBe('TYPE#contract');
  });

  it('takes the median top pay of jobs done in the same place, the job itself left out, from three of them', () => {
    const entry = (id: string, location: string, salaryMax: number | null, salaryMin: number | null = null) => ({
      id,
      location,
      salaryMin,
      salaryMax,
    });
    const entries = [
      entry('a', 'Dubai, UAE', 100_000),
      entry('b', 'Riyadh', null, 120_000),
      entry('c', 'Doha', 140_000),
      entry('d', 'Lahore, Pakistan', 10_000),
      entry('job-1', 'Doha', 9_000_000),
      entry('e', 'Jeddah', null),
    ];
    expect(similarMedian(abroad, entries)).toBe(120_000);
    expect(similarMedian(abroad, entries.slice(0, 2))).toBeNull();
  });
});

describe('reporting a job', () => {
  it('answers 404 for a job the public cannot see, before counting anything', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...aJob({ status: 'pending' }), PK: 'x', SK: 'JOB' } });
    await expect(
      reportJob({
        jobId: 'job-1',
        input: { reason: 'other', details: null },
        userId: null,
        ip: '1.2.3.4',
        locale: 'en',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it("is counted against the person's and the address's caps: 429 with Retry-After once one is spent", async () => {
    ddb.on(GetCommand).resolves({ Item: { ...aJob(), PK: 'x', SK: 'JOB' } });
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' }));
    const refused = reportJob({
      jobId: 'job-1',
      input: { reason: 'asks-money', details: null },
      userId: 'u-1',
      ip: '1.2.3.4',
      locale: 'en',
    });
    await expect(refused).rejects.toMatchObject({ statusCode: 429, message: API_MESSAGES.reportsFull });
    const key = ddb.commandCalls(UpdateCommand)[0]?.args[0].input.Key;
    expect(key?.PK).toMatch(/^ALLOWANCE#reports#user:u-1#\d{4}-\d{2}-\d{2}$/);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('keeps a signed-out reporter as a hash of their address, never the address', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...aJob(), PK: 'x', SK: 'JOB', openReports: 1 } });
    ddb.on(UpdateCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    const report = await reportJob({
      jobId: 'job-1',
      input: { reason: 'asks-money', details: 'They asked for a visa fee' },
      userId: null,
      ip: '203.0.113.7',
      locale: 'ur',
    });
    expect(report).toMatchObject({ reason: 'asks-money', signedIn: false, details: 'They asked for a visa fee' });
    const written = JSON.stringify(ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input);
    expect(written).toContain(`ip:${addressHash('203.0.113.7')}`);
    expect(written).not.toContain('203.0.113.7');
  });
});

describe("a reporter's address", () => {
  it('is its IPv6 /64, whichever address of it is used and however it is written', () => {
    expect(reporterNetwork('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:85a3:1::/64');
    expect(reporterNetwork('2001:0DB8:85a3:0001::1')).toBe('2001:db8:85a3:1::/64');
    expect(reporterNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(reporterNetwork('::1')).toBe('0:0:0:0::/64');
    expect(addressHash('2001:db8:85a3:1::7')).toBe(addressHash('2001:db8:85a3:1:ffff::9'));
    expect(addressHash('2001:db8:85a3:2::7')).not.toBe(addressHash('2001:db8:85a3:1::7'));
  });

  it('is each IPv4 address, keyed by a secret: not the plain hash anyone could reverse', () => {
    expect(reporterNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(addressHash('203.0.113.7')).not.toBe(addressHash('203.0.113.8'));
    const plain = createHash('sha256').update('report:203.0.113.7').digest('base64url').slice(0, 22);
    expect(addressHash('203.0.113.7')).not.toBe(plain);
    expect(addressHash('203.0.113.7')).toMatch(/^[\w-]{22}$/);
  });
});

describe("the reporter's e-mail", () => {
  const mail = (locale: 'en' | 'ur') => ({
    kind: 'report-outcome' as const,
    to: 'reporter@example.pk',
    locale,
    snapshot: {
      name: null,
      job: { id: 'job-1', title: 'Driver <b>Dubai</b>', company: 'Gulf & Co' },
      reason: 'asks-money' as const,
      details: '<script>alert(1)</script> asked 5000',
      reportedAt: '2026-11-25T09:00:00.000Z',
      decision: 'hide-job' as const,
    },
  });

  it('says the outcome with the reporter’s own words escaped', () => {
    const { subject, html, text } = renderMail(mail('en'), ORIGIN);
    expect(subject).toBe('About the job you reported: Driver <b>Dubai</b>');
    expect(html).toContain('We took the job down');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; asked 5000');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Dubai</b>');
    expect(text).toContain('It asks for money');
  });

  it('is in Urdu for a report sent from an Urdu page', () => {
    const { html, subject } = renderMail(mail('ur'), ORIGIN);
    expect(subject).toContain('رپورٹ');
    expect(html).toContain('ہم نے یہ ملازمت ہٹا دی ہے');
    expect(html).toContain('dir="rtl"');
  });
});
