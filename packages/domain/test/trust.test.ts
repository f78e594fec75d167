import { describe, expect, it } from 'vitest';
import { EN_FIRST_SCREEN } from '../src/i18n/en-first-screen.ts';
import { URDU, ur } from '../src/i18n/ur.ts';
import {
  askingForMoney,
  companyInputSchema,
  EMPTY_EMPLOYER_JOB_FORM,
  type EmployerJobForm,
  EN_TRUST,
  employerJobFormSchema,
  employerJobInputSchema,
  en,
  evidenceSchema,
  jobInputSchema,
  jobToEmployerForm,
  keepsCompanyVerification,
  medianOf,
  normaliseOepLicence,
  normaliseRegistration,
  PAY_FAR_ABOVE_FACTOR,
  payFarAbove,
  personalContactOnly,
  publicVerificationOf,
  recruiterSchema,
  reportDecisionSchema,
  reportInputSchema,
  sameRecruiter,
  scamSignalsOf,
  toEmployerJobInput,
  UR_TRUST,
  unverifiedRecruiter,
  VALIDATION,
} from '../src/index.ts';

/** The text each span covers, to read what a rule matched. */
const covered = (text: string, signal: { spans: { start: number; end: number }[] } | null) =>
  signal?.spans.map((s) => text.slice(s.start, s.end)) ?? [];

describe('OEP licences', () => {
  it.each([
    ['1234/RWP', '1234/RWP'],
    ['0567/lhr', '0567/LHR'],
    ['3958 / KHI', '3958/KHI'],
    ['3958-khi', '3958/KHI'],
    ['3958 KHI', '3958/KHI'],
    ['567/LHR', '0567/LHR'],
    ['OEP 1234/RWP', '1234/RWP'],
    ['OEP Licence No. 1234/RWP', '1234/RWP'],
    ['oep license no 1234/rwp', '1234/RWP'],
    ['  1234/RWP  ', '1234/RWP'],
  ])('reads %j as %s', (typed, written) => {
    expect(normaliseOepLicence(typed)).toBe(written);
  });

  it.each(['', '1234', 'RWP', '12a4/RWP', '1234/RW', '1234/RWPX', '123456/RWP', '1234/RWP 5678/LHR', '1234//RWP'])(
    'refuses %j',
    (typed) => {
      expect(normaliseOepLicence(typed)).toBeNull();
    },
  );

  it('is checked and normalised by the recruiter schema, with the licence message', () => {
    expect(recruiterSchema.parse({ kind: 'oep', licence: 'oep 42-isb' })).toEqual({ kind: 'oep', licence: '0042/ISB' });
    expect(recruiterSchema.parse({ kind: 'direct' })).toEqual({ kind: 'direct' });
    const refused = recruiterSchema.safeParse({ kind: 'oep', licence: 'call me' });
    expect(refused.error?.issues[0]?.message).toBe(VALIDATION.trust.licence);
    expect(recruiterSchema.safeParse({ kind: 'agent' }).success).toBe(false);
  });
});

const employerJob = {
  title: 'Electrician',
  location: 'Dubai, UAE',
  jobType: 'full-time',
  description: 'Industrial electrician for a construction site.',
} as const;

describe('who is recruiting, on a job abroad', () => {
  it("is required of an employer's job abroad, on the recruiter field", () => {
    const refused = employerJobInputSchema.safeParse(employerJob);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['recruiter', VALIDATION.trust.recruiter],
    ]);
    expect(employerJobInputSchema.safeParse({ ...employerJob, workplace: 'abroad', location: 'Lahore' }).success).toBe(
      false,
    );
  });

  it('is not asked of a job in Pakistan or remote, in English or in Urdu', () => {
    expect(employerJobInputSchema.safeParse({ ...employerJob, location: 'Karachi, Pakistan' }).success).toBe(true);
    expect(employerJobInputSchema.safeParse({ ...employerJob, location: 'لاہور' }).success).toBe(true);
    expect(employerJobInputSchema.safeParse({ ...employerJob, location: 'دبئی' }).success).toBe(false);
    expect(employerJobInputSchema.safeParse({ ...employerJob, workplace: 'remote' }).success).toBe(true);
  });

  it('is stored normalised, and absent (not null) when not given', () => {
    const parsed = employerJobInputSchema.parse({ ...employerJob, recruiter: { kind: 'oep', licence: '1234 rwp' } });
    expect(parsed.recruiter).toEqual({ kind: 'oep', licence: '1234/RWP' });
    const operator = jobInputSchema.parse({ ...employerJob, company: 'Al Noor', recruiter: null });
    expect('recruiter' in operator && operator.recruiter !== undefined).toBe(false);
  });

  it("is asked for by the employer's form, on its own fields, as the API asks", () => {
    const form: EmployerJobForm = { ...EMPTY_EMPLOYER_JOB_FORM, ...employerJob };
    const issues = (values: EmployerJobForm) =>
      employerJobFormSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues(form)).toEqual([['recruiterKind', VALIDATION.trust.recruiter]]);
    expect(issues({ ...form, recruiterKind: 'oep', oepLicence: '12/AB' })).toEqual([
      ['oepLicence', VALIDATION.trust.licence],
    ]);
    expect(issues({ ...form, recruiterKind: 'oep', oepLicence: '1234-rwp' })).toEqual([]);
    expect(issues({ ...form, recruiterKind: 'direct' })).toEqual([]);
    expect(issues({ ...form, location: 'Karachi, Pakistan' })).toEqual([]);
  });

  it('goes through the employer form and back', () => {
    const form = {
      ...EMPTY_EMPLOYER_JOB_FORM,
      ...employerJob,
      recruiterKind: 'oep' as const,
      oepLicence: ' 1234/RWP ',
    };
    expect(toEmployerJobInput(form).recruiter).toEqual({ kind: 'oep', licence: '1234/RWP' });
    expect(toEmployerJobInput({ ...form, recruiterKind: 'direct' }).recruiter).toEqual({ kind: 'direct' });
    expect('recruiter' in toEmployerJobInput({ ...form, recruiterKind: '' })).toBe(false);
    const job = {
      ...employerJob,
      id: 'j',
      company: 'Al Noor',
      companyLogo: null,
      salaryMin: null,
      salaryMax: null,
      skills: [],
      requirements: null,
      benefits: null,
      applicationDeadline: null,
      isBoosted: false,
      boostExpiry: null,
      status: 'approved',
      createdAt: '',
      recruiter: { kind: 'oep' as const, licence: '1234/RWP' },
    };
    expect(jobToEmployerForm(job)).toMatchObject({ recruiterKind: 'oep', oepLicence: '1234/RWP' });
    expect(jobToEmployerForm({ ...job, recruiter: undefined })).toMatchObject({ recruiterKind: '', oepLicence: '' });
  });
});

describe('the same recruiter', () => {
  it('is the same kind, and for an OEP the same licence', () => {
    const oep = { kind: 'oep' as const, licence: '1234/RWP' };
    expect(sameRecruiter(oep, { ...oep })).toBe(true);
    expect(sameRecruiter(oep, { kind: 'oep', licence: '1234/LHR' })).toBe(false);
    expect(sameRecruiter(oep, { kind: 'direct' })).toBe(false);
    expect(sameRecruiter({ kind: 'direct' }, { kind: 'direct' })).toBe(true);
    expect(sameRecruiter(null, undefined)).toBe(true);
    expect(sameRecruiter(oep, null)).toBe(false);
  });
});

describe('verifications', () => {
  it('need a note or a link as evidence', () => {
    expect(evidenceSchema.safeParse({}).error?.issues[0]?.message).toBe(VALIDATION.trust.evidence);
    expect(evidenceSchema.safeParse({ note: '  ', link: '' }).success).toBe(false);
    expect(evidenceSchema.parse({ note: 'Checked on the Bureau’s OEP list' })).toEqual({
      note: 'Checked on the Bureau’s OEP list',
      link: null,
    });
    expect(evidenceSchema.parse({ link: 'https://beoe.gov.pk/oep' }).link).toBe('https://beoe.gov.pk/oep');
    expect(evidenceSchema.safeParse({ link: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('show the public their date only', () => {
    const verification = {
      by: 'admin:03001234567',
      at: '2026-11-27T10:00:00.000Z',
      evidence: { note: 'x', link: null },
    };
    expect(publicVerificationOf(verification)).toEqual({ at: '2026-11-27T10:00:00.000Z' });
    expect(publicVerificationOf(null)).toBeNull();
  });
});

describe('company registrations', () => {
  it.each([
    ['secp', '0123456', '0123456'],
    ['secp', '012 3456', '0123456'],
    ['ntn', '1234567-8', '1234567-8'],
    ['ntn', '12345678', '1234567-8'],
    ['ntn', '35202-1234567-1', '35202-1234567-1'],
    ['ntn', '3520212345671', '35202-1234567-1'],
  ] as const)('reads %s %j as %s', (kind, typed, written) => {
    expect(normaliseRegistration(kind, typed)).toBe(written);
  });

  it.each([
    ['secp', '123456'],
    ['secp', '12345678'],
    ['secp', 'ABC1234'],
    ['ntn', '1234567'],
    ['ntn', '1234567-8-9'],
    ['ntn', '12345-123456-1'],
  ] as const)('refuses %s %j', (kind, typed) => {
    expect(normaliseRegistration(kind, typed)).toBeNull();
  });

  it('is an optional field of the company profile, validated on its number', () => {
    const company = { name: 'Al Noor Manpower', city: 'lahore' };
    expect(companyInputSchema.parse(company).registration).toBeUndefined();
    expect(
      companyInputSchema.parse({ ...company, registration: { kind: 'ntn', number: '12345678' } }).registration,
    ).toEqual({
      kind: 'ntn',
      number: '1234567-8',
    });
    const refused = companyInputSchema.safeParse({ ...company, registration: { kind: 'secp', number: '12' } });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['registration.number', VALIDATION.trust.registration],
    ]);
  });

  it('keeps its verification over a new logo or text, drops it over a new name or registration', () => {
    const verified = { name: 'Al Noor Manpower', registration: { kind: 'secp' as const, number: '0123456' } };
    expect(keepsCompanyVerification(verified, { ...verified })).toBe(true);
    expect(keepsCompanyVerification(verified, { ...verified, name: ' al noor  MANPOWER ' })).toBe(true);
    expect(keepsCompanyVerification(verified, { ...verified, name: 'Al Noor Overseas' })).toBe(false);
    expect(keepsCompanyVerification(verified, { ...verified, registration: { kind: 'secp', number: '0123457' } })).toBe(
      false,
    );
    expect(keepsCompanyVerification(verified, { ...verified, registration: { kind: 'ntn', number: '0123456' } })).toBe(
      false,
    );
    expect(keepsCompanyVerification(verified, { ...verified, registration: null })).toBe(false);
    expect(keepsCompanyVerification({ name: 'A', registration: null }, { name: 'A' })).toBe(true);
  });
});

describe('reports', () => {
  it('take a reason of the five, and plain details cut at 1,000 characters', () => {
    expect(reportInputSchema.parse({ reason: 'asks-money' })).toEqual({ reason: 'asks-money', details: null });
    expect(reportInputSchema.parse({ reason: 'other', details: ' Line one\nline two ' }).details).toBe(
      'Line one\nline two',
    );
    expect(reportInputSchema.safeParse({ reason: 'spam' }).error?.issues[0]?.message).toBe(
      VALIDATION.trust.reportReason,
    );
    expect(reportInputSchema.safeParse({ reason: 'other', details: 'x'.repeat(1_001) }).success).toBe(false);
    expect(reportInputSchema.safeParse({ reason: 'other', details: 'bell\u0007' }).success).toBe(false);
    expect(reportInputSchema.safeParse({ reason: 'other', details: 'a\tb\r\nc' }).success).toBe(true);
    // Markup is text: kept as written, escaped where shown.
    expect(reportInputSchema.parse({ reason: 'other', details: '<b>x</b>' }).details).toBe('<b>x</b>');
  });

  it("take the operator's decision with a reason", () => {
    expect(reportDecisionSchema.safeParse({ decision: 'hide-job', reason: 'Asks for a visa fee' }).success).toBe(true);
    expect(reportDecisionSchema.safeParse({ decision: 'hide-job', reason: ' ' }).success).toBe(false);
    expect(reportDecisionSchema.safeParse({ decision: 'delete', reason: 'x' }).success).toBe(false);
  });
});

describe('scam signal: asking for money', () => {
  it.each([
    ['Visa fee of PKR 50,000 is payable on selection.', ['Visa fee']],
    ['Registration charges 5000 only', ['Registration charges']],
    ['Fees: 20,000. Advance required.', ['Fees', 'Advance']],
    ['Pay an advance payment to confirm', ['advance payment']],
    ['Selection ke baad paisay jama karwayen', ['paisay']],
    ['fees jama karwa dein', ['fees jama']],
    ['ویزا فیس جمع کرائیں', ['ویزا فیس']],
    ['انٹرویو کے بعد پیسے اور ایڈوانس', ['پیسے', 'ایڈوانس']],
    ['رجسٹریشن فیس: 5000', ['رجسٹریشن فیس']],
    ['Medical fee and protector charges by the candidate', ['Medical fee', 'protector charges']],
  ])('flags %j', (description, words) => {
    expect(covered(description, askingForMoney({ description }))).toEqual(words);
  });

  it.each([
    'Free coffee and tea, weekly feedback sessions.',
    'Advanced Excel skills; feel free to apply.',
    'No fee is charged at any stage.',
    'Without any charges: the employer pays the visa.',
    'Zero fees for candidates.',
    'Salary 80,000 plus free accommodation.',
    'بغیر فیس بھرتی',
    'Coffeeshop barista, toffee factory, Feenix Ltd.',
  ])('does not flag %j', (description) => {
    expect(askingForMoney({ description })).toBeNull();
  });

  it('reads every text field and says which one', () => {
    const signal = askingForMoney({ title: 'Driver (no fee)', benefits: 'Visa fees by candidate' });
    expect(signal?.spans).toEqual([{ field: 'benefits', start: 0, end: 9 }]);
  });
});

describe('scam signal: contact only through a personal mobile or a free mailbox', () => {
  it.each([
    ['WhatsApp CV to 0300-1234567 now', ['0300-1234567']],
    ['Call +92 321 1234567 or mail hr.dubai@gmail.com', ['+92 321 1234567', 'hr.dubai@gmail.com']],
    ['Send CV: jobs_gulf@yahoo.co.uk', ['jobs_gulf@yahoo.co.uk']],
    ['Contact 00971 50 123 4567', ['00971 50 123 4567']],
    ['Email recruit@Outlook.com', ['recruit@Outlook.com']],
  ])('flags %j', (description, contacts) => {
    expect(covered(description, personalContactOnly({ description }))).toEqual(contacts);
  });

  it.each([
    'Apply on this page.',
    'Mail careers@alnoor.com.pk or call 0300-1234567',
    'Details at https://alnoor.com.pk/careers, WhatsApp 03001234567',
    'Call our office at 042-35761234',
    'Salary 300000 to 4500000 PKR',
    'Reference number 12345678901',
  ])('does not flag %j', (description) => {
    expect(personalContactOnly({ description })).toBeNull();
  });
});

describe('scam signal: pay far above similar jobs', () => {
  it('takes the median of the figures', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
  });

  it(`flags top pay above ${PAY_FAR_ABOVE_FACTOR} times the median, not at it`, () => {
    expect(payFarAbove({ salaryMin: 100_000, salaryMax: 260_000 }, 100_000)).toEqual({
      kind: 'pay-far-above',
      spans: [],
      figures: { pay: 260_000, median: 100_000 },
    });
    expect(payFarAbove({ salaryMin: 300_000, salaryMax: null }, 100_000)?.figures?.pay).toBe(300_000);
    expect(payFarAbove({ salaryMin: 100_000, salaryMax: 250_000 }, 100_000)).toBeNull();
    expect(payFarAbove({ salaryMin: null, salaryMax: null }, 100_000)).toBeNull();
    expect(payFarAbove({ salaryMin: 900_000, salaryMax: null }, null)).toBeNull();
    expect(payFarAbove({ salaryMin: 900_000, salaryMax: null }, 0)).toBeNull();
  });
});

describe('scam signal: a job abroad without a verified recruiter', () => {
  it('flags a job abroad until its recruiter is verified', () => {
    expect(unverifiedRecruiter({ location: 'Riyadh, Saudi Arabia' })?.kind).toBe('unverified-recruiter');
    expect(unverifiedRecruiter({ location: 'Lahore', workplace: 'abroad' })?.kind).toBe('unverified-recruiter');
    expect(unverifiedRecruiter({ location: 'Riyadh', recruiterVerification: { at: '2026-11-27' } })).toBeNull();
    expect(unverifiedRecruiter({ location: 'Karachi, Pakistan' })).toBeNull();
    expect(unverifiedRecruiter({ location: 'Remote' })).toBeNull();
  });

  it('comes with the others, in their order', () => {
    const job = {
      title: 'Driver',
      description: 'Visa fee 40,000. WhatsApp 0300-1234567',
      location: 'Doha, Qatar',
      salaryMin: null,
      salaryMax: 500_000,
    };
    expect(scamSignalsOf(job, 100_000).map((s) => s.kind)).toEqual([
      'asks-money',
      'personal-contact',
      'pay-far-above',
      'unverified-recruiter',
    ]);
    expect(
      scamSignalsOf({ ...job, description: 'Driver for a family.', location: 'Lahore', salaryMax: 90_000 }, 100_000),
    ).toEqual([]);
  });
});

describe('the trust part of the catalog', () => {
  it('is in both languages with the same keys and {slots}, and in neither whole catalog (the API pages’ budget)', () => {
    const slots = (text: string) => [...(text.match(/\{\w+\}/g) ?? [])].sort().join();
    expect(Object.keys(UR_TRUST).sort()).toEqual(Object.keys(EN_TRUST).sort());
    for (const [key, english] of Object.entries(EN_TRUST)) {
      const urdu = UR_TRUST[key as keyof typeof UR_TRUST];
      expect(slots(urdu), key).toBe(slots(english));
    }
    expect(Object.keys(en).filter((key) => key in EN_TRUST)).toEqual([]);
    expect(Object.keys(URDU.catalog).filter((key) => key in EN_TRUST)).toEqual([]);
    expect(Object.keys(ur).filter((key) => key in EN_TRUST)).toEqual([]);
  });

  it('writes Urdu in Urdu script, but for the brand, the {slots} and the licence example in its isolate', () => {
    for (const [key, urdu] of Object.entries(UR_TRUST))
      expect(
        urdu
          .replaceAll('Modern Jobs', '')
          .replace(/\{\w+\}/g, '')
          .replace(/\u2066[^\u2069]*\u2069/g, ''),
        key,
      ).toMatch(/^[^A-Za-z]+$/);
  });

  it("says the licence as the issue words it, in the first screen's words (every job card says it)", () => {
    expect(EN_FIRST_SCREEN['trust.recruiter.licensed']).toBe(
      'Licensed recruiter: OEP licence {number}, verified {date}',
    );
    expect(EN_FIRST_SCREEN['trust.recruiter.notVerified']).toBe('Recruiter not verified');
    expect(EN_TRUST).not.toHaveProperty('trust.recruiter.licensed');
  });
});
