import type { AlertCriteria, Job, JobType } from '@modern-jobs/domain';

/**
 * Jobs and alerts at the size we design for, with text that varies as real postings do: titles
 * from a trade's vocabulary with seniority and specialities, skills drawn from that trade,
 * descriptions of ~2 KB written from sentence patterns filled with the trade's words, companies and
 * places across Pakistan and the Gulf. Deterministic (one seed), so every run measures the same
 * board. Not the demo jobs repeated: a repeated text would make every search hit the same postings.
 */

/** A small, fast, seeded generator (mulberry32). */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const some = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<T>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(pick(items));
    return [...chosen];
  };
  return { next, pick, some, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

interface Trade {
  titles: string[];
  skills: string[];
  /** what the work is about, as nouns a description names */
  objects: string[];
  pay: [number, number];
}

const TRADES: Trade[] = [
  {
    titles: [
      'Software Engineer',
      'Frontend Developer',
      'Backend Developer',
      'Full Stack Developer',
      'Mobile App Developer',
      'DevOps Engineer',
      'QA Engineer',
      'Data Engineer',
    ],
    skills: [
      'JavaScript',
      'TypeScript',
      'React',
      'Node.js',
      'Python',
      'Django',
      'Java',
      'Spring Boot',
      'C#',
      '.NET',
      'PHP',
      'Laravel',
      'Flutter',
      'Kotlin',
      'Swift',
      'AWS',
      'Docker',
      'Kubernetes',
      'PostgreSQL',
      'MongoDB',
      'Selenium',
      'CI/CD',
      'Git',
      'REST APIs',
      'GraphQL',
    ],
    objects: [
      'web applications',
      'payment services',
      'mobile apps',
      'internal tools',
      'data pipelines',
      'cloud infrastructure',
      'test automation',
      'customer portals',
    ],
    pay: [80_000, 600_000],
  },
  {
    titles: [
      'Staff Nurse',
      'ICU Nurse',
      'Medical Officer',
      'Pharmacist',
      'Lab Technician',
      'Physiotherapist',
      'Dental Assistant',
      'Radiographer',
    ],
    skills: [
      'Patient Care',
      'ICU',
      'BLS',
      'ACLS',
      'Phlebotomy',
      'Medication Administration',
      'Infection Control',
      'DHA Licence',
      'PMDC',
      'Wound Care',
      'Triage',
    ],
    objects: ['patients', 'wards', 'clinical records', 'medication rounds', 'laboratory samples', 'outpatient clinics'],
    pay: [60_000, 450_000],
  },
  {
    titles: [
      'Heavy Vehicle Driver',
      'Delivery Rider',
      'Warehouse Supervisor',
      'Forklift Operator',
      'Logistics Coordinator',
      'Fleet Manager',
    ],
    skills: [
      'HTV Licence',
      'LTV Licence',
      'Route Planning',
      'Inventory',
      'Forklift',
      'Loading',
      'GPS',
      'SAP',
      'Dispatch',
    ],
    objects: ['deliveries', 'warehouse stock', 'vehicles', 'shipments', 'routes', 'customer orders'],
    pay: [35_000, 250_000],
  },
  {
    titles: [
      'Accountant',
      'Audit Associate',
      'Finance Manager',
      'Tax Consultant',
      'Accounts Officer',
      'Payroll Specialist',
    ],
    skills: [
      'QuickBooks',
      'Tally',
      'SAP FICO',
      'IFRS',
      'Excel',
      'Taxation',
      'Reconciliation',
      'ACCA',
      'CA',
      'Payroll',
      'FBR Filing',
    ],
    objects: ['ledgers', 'tax returns', 'financial statements', 'audits', 'payroll', 'budgets'],
    pay: [50_000, 500_000],
  },
  {
    titles: [
      'Electrician',
      'Plumber',
      'Welder',
      'HVAC Technician',
      'Civil Engineer',
      'Site Supervisor',
      'Mason',
      'Steel Fixer',
      'Safety Officer',
    ],
    skills: [
      'Wiring',
      'AutoCAD',
      'HVAC',
      'Welding',
      'TIG',
      'MIG',
      'Pipe Fitting',
      'NEBOSH',
      'OSHA',
      'Shuttering',
      'Blueprint Reading',
    ],
    objects: [
      'construction sites',
      'electrical systems',
      'pipelines',
      'steel structures',
      'safety inspections',
      'building projects',
    ],
    pay: [40_000, 400_000],
  },
  {
    titles: [
      'Sales Executive',
      'Customer Support Representative',
      'Call Centre Agent',
      'Marketing Manager',
      'Digital Marketing Specialist',
      'Business Development Officer',
    ],
    skills: [
      'Sales',
      'CRM',
      'Salesforce',
      'English',
      'Urdu',
      'Communication',
      'SEO',
      'Google Ads',
      'Social Media',
      'Negotiation',
      'Cold Calling',
    ],
    objects: ['customers', 'leads', 'campaigns', 'sales targets', 'support tickets', 'brand awareness'],
    pay: [40_000, 350_000],
  },
  {
    titles: [
      'School Teacher',
      'Lecturer',
      'Mathematics Teacher',
      'English Teacher',
      'Tutor',
      'Principal',
      'Montessori Teacher',
    ],
    skills: [
      'Teaching',
      'Lesson Planning',
      'Classroom Management',
      'Cambridge Curriculum',
      'Matric',
      'O Levels',
      'Physics',
      'Chemistry',
      'Urdu',
    ],
    objects: ['students', 'lessons', 'examinations', 'classrooms', 'parents', 'curricula'],
    pay: [30_000, 250_000],
  },
  {
    titles: ['Chef', 'Cook', 'Waiter', 'Hotel Receptionist', 'Housekeeping Supervisor', 'Barista'],
    skills: [
      'Continental Cuisine',
      'Pakistani Cuisine',
      'Food Safety',
      'HACCP',
      'Front Desk',
      'Opera PMS',
      'Customer Service',
    ],
    objects: ['kitchens', 'guests', 'menus', 'banquets', 'hotel rooms', 'restaurants'],
    pay: [30_000, 300_000],
  },
];

const LEVELS = ['', '', 'Senior ', 'Junior ', 'Lead ', 'Assistant ', 'Trainee '];
const COMPANY_PARTS = [
  [
    'Indus',
    'Karakoram',
    'Ravi',
    'Margalla',
    'Crescent',
    'Falcon',
    'Gulf',
    'Oasis',
    'Emirates',
    'Saffron',
    'Cedar',
    'Zamzam',
    'Sapphire',
    'Summit',
    'Jinnah',
    'Mehran',
  ],
  [
    'Soft',
    'Care',
    'Logistics',
    'Builders',
    'Foods',
    'Traders',
    'Systems',
    'Health',
    'Group',
    'Textiles',
    'Energy',
    'Motors',
    'Hospitality',
    'Academy',
  ],
  ['Ltd', '(Pvt) Ltd', 'LLC', 'Company', 'International', ''],
];
const PLACES = [
  'Karachi, Pakistan',
  'Lahore, Pakistan',
  'Islamabad, Pakistan',
  'Rawalpindi, Pakistan',
  'Faisalabad, Pakistan',
  'Gulberg, Lahore',
  'Clifton, Karachi',
  'Blue Area, Islamabad',
  'Multan, Pakistan',
  'Peshawar, Pakistan',
  'Dubai, UAE',
  'Abu Dhabi, UAE',
  'Riyadh, Saudi Arabia',
  'Jeddah, Saudi Arabia',
  'Doha, Qatar',
  'Muscat, Oman',
  'Remote',
];
const JOB_TYPES: JobType[] = ['full-time', 'full-time', 'full-time', 'part-time', 'contract', 'internship'];
const OPENERS = [
  'We are looking for a {title} to join our team in {place}.',
  '{company} is hiring a {title} who cares about {object}.',
  'Join {company} as a {title} and help us grow our {object}.',
];
const SENTENCES = [
  'You will be responsible for {object} and will work closely with the {other} team.',
  'Day to day you will handle {object}, report on progress and suggest improvements.',
  'Experience with {skill} is essential, and knowledge of {skill2} is a plus.',
  'The role involves planning {object}, keeping accurate records and meeting deadlines.',
  'You should be comfortable using {skill} and learning new tools quickly.',
  'We value people who communicate clearly in English and Urdu with colleagues and customers.',
  'Candidates with {years} years of experience in {object} will be preferred.',
  'You will train junior staff on {skill} and review their work every week.',
  'Our {other} department depends on reliable {object}, so attention to detail matters.',
  'We offer medical cover, paid leave, annual increments and a friendly working environment.',
  'Shifts may include weekends during busy periods, with overtime paid as per company policy.',
  'Transport and meals are provided for staff working at the {place} office.',
  'You will follow safety rules and the quality standards agreed with our clients.',
  'Good problem solving, punctuality and a positive attitude are important to us.',
  'Applicants must hold a valid CNIC, and for jobs abroad a passport valid for two years.',
  'Interviews are held in person or by video call, and shortlisted candidates are called within a week.',
];
const DEPARTMENTS = [
  'operations',
  'finance',
  'sales',
  'customer service',
  'engineering',
  'quality',
  'procurement',
  'human resources',
];

function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? key);
}

/** Job i of a board of realistic jobs, posted within the last 60 days before `now`. */
export function realisticJob(i: number, now: Date, seed = 2026): Job {
  const r = random(seed * 1_000_003 + i);
  const trade = r.pick(TRADES);
  const title = `${r.pick(LEVELS)}${r.pick(trade.titles)}`.trim();
  const company =
    `${r.pick(COMPANY_PARTS[0] ?? [])} ${r.pick(COMPANY_PARTS[1] ?? [])} ${r.pick(COMPANY_PARTS[2] ?? [])}`.trim();
  const place = r.pick(PLACES);
  const skills = r.some(trade.skills, r.int(2, 6));
  const words = () => ({
    title,
    company,
    place,
    object: r.pick(trade.objects),
    other: r.pick(DEPARTMENTS),
    skill: r.pick(trade.skills),
    skill2: r.pick(trade.skills),
    years: String(r.int(1, 8)),
  });
  const sentences = [fill(r.pick(OPENERS), words())];
  // ~2 KB: sentences average ~90 characters.
  while (sentences.join(' ').length < 1900 + r.int(0, 300)) sentences.push(fill(r.pick(SENTENCES), words()));
  const low = r.int(trade.pay[0], trade.pay[1]);
  const createdAt = new Date(now.getTime() - r.int(0, 60 * 86_400) * 1000 - i).toISOString();
  const boosted = r.next() < 0.02;
  return {
    id: `bench-${i}`,
    title,
    company,
    companyLogo: null,
    description: sentences.join(' '),
    location: place,
    jobType: r.pick(JOB_TYPES),
    salaryMin: r.next() < 0.15 ? null : low,
    salaryMax: r.next() < 0.3 ? null : low + r.int(0, Math.floor(low / 2)),
    skills,
    requirements: fill(r.pick(SENTENCES), words()),
    benefits: r.next() < 0.5 ? 'Medical cover, paid leave and annual increments.' : null,
    applicationDeadline: new Date(now.getTime() + r.int(5, 60) * 86_400_000).toISOString().slice(0, 10),
    isBoosted: boosted,
    boostExpiry: boosted ? new Date(now.getTime() + 7 * 86_400_000).toISOString() : null,
    status: 'approved',
    createdAt,
    updatedAt: createdAt,
  } as Job;
}

/** Searches people type, from the same vocabulary: words, starts of words, slips, and filters. */
export function realisticQueries(): Array<{ name: string; q?: string; filters?: Record<string, unknown> }> {
  return [
    { name: 'one word', q: 'developer' },
    { name: 'start of a word', q: 'dev' },
    { name: 'two words', q: 'senior accountant' },
    { name: 'a skill', q: 'react' },
    { name: 'a place', q: 'dubai' },
    { name: 'slip of the finger', q: 'enginer' },
    { name: 'common word', q: 'experience' },
    { name: 'three words and a city', q: 'staff nurse icu', filters: { city: 'lahore' } },
  ];
}

/** Alert i: what seekers save, mostly a trade word and a place or type; some only filters. */
export function realisticAlert(i: number, seed = 7): { id: string; criteria: AlertCriteria } {
  const r = random(seed * 1_000_003 + i);
  const trade = r.pick(TRADES);
  const word = r.next() < 0.85 ? r.pick([...trade.titles, ...trade.skills]).split(' ')[0] : undefined;
  const criteria: AlertCriteria = {
    ...(word ? { q: word.toLowerCase().slice(0, r.next() < 0.3 ? 4 : undefined) } : {}),
    ...(r.next() < 0.4
      ? { city: r.pick(['karachi', 'lahore', 'islamabad', 'rawalpindi', 'faisalabad'] as const) }
      : {}),
    ...(r.next() < 0.3 ? { type: r.pick(JOB_TYPES) } : {}),
    ...(r.next() < 0.2 ? { minSalary: r.int(3, 30) * 10_000 } : {}),
    ...(r.next() < 0.15 ? { where: r.pick(['pakistan', 'abroad', 'remote'] as const) } : {}),
  };
  if (!word && Object.keys(criteria).length === 0) criteria.type = 'full-time';
  return { id: `alert-${String(i).padStart(7, '0')}`, criteria };
}
