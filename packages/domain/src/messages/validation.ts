/**
 * The spec's validation messages, verbatim (spec §5): the words the API answers, and the English
 * catalog's. The schemas carry their keys (VALIDATION), never these words.
 */
export const VALIDATION_ENGLISH = {
  application: {
    fullName: 'Full name is required',
    contactNumber: 'Valid international phone number required (e.g., +1234567890)',
    whatsappNumber: 'Valid international WhatsApp number required (e.g., +1234567890)',
    email: 'Valid email address required',
    noJob: 'No job selected',
    noCv: 'CV upload is required',
  },
  job: {
    title: 'Job title is required',
    company: 'Company name is required',
    description: 'Job description is required',
    location: 'Location is required',
    jobType: 'Job type is required',
    salaryOrder: 'Minimum salary cannot be more than maximum salary',
  },
  button: {
    text: 'Button text is required',
    url: 'Valid URL is required',
    link: 'Link is required',
  },
  winModal: {
    firstLine: 'First line is required',
    secondLine: 'Second line is required',
    downloadLink: 'Download link is required',
  },
  contact: {
    whatsapp: 'WhatsApp number is required',
    email: 'Valid email is required',
    phone: 'Phone number is required',
  },
  adminLogin: {
    mobile: 'Mobile number is required',
    password: 'Password is required',
  },
  alert: {
    name: 'Give the alert a name',
    nameLength: 'Alert name must be at most 80 characters',
    frequency: 'Choose instant or daily',
    nothingToChange: 'Nothing to change',
    badLink: 'This unsubscribe link is not valid',
  },
  company: {
    name: 'Company name is required',
    website: 'Website must be a link starting with http:// or https://',
    city: 'Choose a city',
    rejectionReason: 'Say why the job is rejected',
  },
  trust: {
    recruiter: 'Say who is recruiting for this job abroad: the employer directly, or a licensed OEP',
    licence: 'Enter the OEP licence number as the Bureau of Emigration prints it, like 1234/RWP',
    registration: 'Enter a 7-digit SECP registration number, or an NTN like 1234567-8',
    registrationKind: 'Choose SECP registration or NTN',
    evidence: 'Give a note or a link: what you checked',
    evidenceLink: 'The link must start with http:// or https://',
    reportReason: 'Choose why you are reporting this job',
    reportDetails: 'Details must be plain text',
    reportDecision: 'Choose dismiss, hide the job or disable the employer',
    decisionReason: 'Say why',
  },
  profile: {
    city: 'City must be at most 80 characters',
    headline: 'Headline must be one line of at most 120 characters',
    skill: 'Each skill must be 1 to 40 characters',
    skills: 'At most 30 skills',
    yearsOfExperience: 'Years of experience must be a whole number from 0 to 60',
    jobTitle: 'Job title is required',
    company: 'Company name is required',
    month: 'Use a month like 2024-03',
    endOrCurrent: 'Give an end month, or mark it as your current job',
    currentHasEnd: 'A current job has no end month',
    endBeforeStart: 'The end cannot be before the start',
    workHistory: 'At most 20 jobs in your work history',
    qualification: 'Qualification is required',
    institution: 'Institution is required',
    year: 'Use a year like 2019',
    education: 'At most 10 entries in your education',
    language: 'Each language must be 1 to 40 characters',
    languages: 'At most 10 languages',
    expectedSalary: 'Expected monthly salary must be a whole number of rupees, at most 100,000,000',
    cvName: 'Give the CV a name of at most 80 characters',
    nothingToChange: 'Nothing to change',
    deleteConfirmation: 'Type DELETE to confirm',
  },
  wallet: {
    amount: 'Enter an amount in rupees, more than 0 and at most 10,000,000, with at most two decimals',
    minAboveMax: 'The maximum deposit cannot be less than the minimum',
    presets: 'Give 1 to 4 preset amounts, separated by commas',
    presetOutside: 'Each preset must be between the minimum and the maximum deposit',
  },
  // The CV bank (issue 34)
  talent: {
    visibility: 'Choose off, visible or anonymous',
    city: 'Choose a city from the list',
    minYears: 'Years of experience must be a whole number from 0 to 60',
    maxExpectedSalary: 'Expected salary must be a whole number of rupees, at most 100,000,000',
    abroad: 'Open to jobs abroad must be true or false',
    languages: 'Give at most 5 languages, separated by commas, each at most 40 characters',
    activeWithinDays: 'Active within must be 1, 7, 30 or 90 days',
    message: 'Write a message of 1 to 500 characters',
    decision: 'Choose accept or decline',
    badLink: 'This link is not valid',
    hidden: 'Say whether the profile is hidden',
    cap: 'Enter a whole number from 1 to 100,000',
    searchName: 'Name the search in 1 to 80 characters',
  },
} as const;

type English = typeof VALIDATION_ENGLISH;

/** A message's key as the catalog names it: `validation.alert.name`; the application form's without its group. */
type KeyOf<G extends string, K extends string> = G extends 'application' ? `validation.${K}` : `validation.${G}.${K}`;

export type ValidationKeys = {
  readonly [G in keyof English & string]: { readonly [K in keyof English[G] & string]: KeyOf<G, K> };
};

const keyOf = (group: string, key: string) =>
  group === 'application' ? `validation.${key}` : `validation.${group}.${key}`;

const keysOf = (english: English) =>
  Object.fromEntries(
    Object.entries(english).map(([group, messages]) => [
      group,
      Object.fromEntries(Object.keys(messages).map((key) => [key, keyOf(group, key)])),
    ]),
  ) as ValidationKeys;

/**
 * The validation messages by key, as the domain's schemas write them in their issues: the same
 * groups and names as VALIDATION_ENGLISH, each the key the catalogs hold its words under. A page
 * shows an issue with t(key); the API answers the key as the code and its English as the message.
 * Made by a call marked pure, so a bundle that uses no schema (a first visit's) leaves it out.
 */
export const VALIDATION: ValidationKeys = /* @__PURE__ */ keysOf(VALIDATION_ENGLISH);

let english: Map<string, string> | null = null;

/** The spec's English words of a validation key; undefined for anything else (zod's own defaults). */
export function validationEnglish(key: string): string | undefined {
  english ??= new Map(
    Object.entries(VALIDATION_ENGLISH).flatMap(([group, messages]) =>
      Object.entries(messages).map(([name, words]) => [keyOf(group, name), words] as const),
    ),
  );
  return english.get(key);
}
