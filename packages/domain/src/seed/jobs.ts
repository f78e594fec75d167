import type { JobInput } from '../schemas/job.ts';

/**
 * Demo jobs for the local stack and the admin's "Seed Production Database" button. Employers are
 * fictional on purpose: a sample job must never pass for a real vacancy at a real company.
 * Dates are relative so a seed always has fresh, closing and closed jobs.
 */
export interface SeedJob {
  id: string;
  /** hours before seeding that the job was posted */
  postedHoursAgo: number;
  /** days from seeding to the deadline; negative is past; null has none */
  deadlineInDays: number | null;
  /** days from seeding until the boost ends; null is boosted without expiry; undefined is not boosted */
  boostDays?: number | null;
  /** name of a generated demo logo, stored under /objects/logos/demo/<logo>.png */
  logo?: string;
  job: Omit<JobInput, 'applicationDeadline' | 'isBoosted' | 'boostExpiry' | 'companyLogo'>;
}

const SEED: SeedJob[] = [
  {
    id: 'seed-01', postedHoursAgo: 2, deadlineInDays: 30, boostDays: 14, logo: 'indus-soft',
    job: {
      title: 'Senior React Developer', company: 'Indus Soft Labs', location: 'Karachi, Pakistan', jobType: 'full-time',
      salaryMin: 350_000, salaryMax: 550_000, skills: ['React', 'TypeScript', 'Node.js', 'GraphQL', 'AWS'],
      description: 'Build the customer web apps used by two million people across Pakistan. You will own features end to end, review code and mentor two mid-level engineers.',
      requirements: '5+ years with React and TypeScript. Comfortable with REST and GraphQL APIs. Good written English and Urdu.',
      benefits: 'Health cover for family, annual bonus, hybrid work (3 days office), fuel allowance.',
    },
  },
  {
    id: 'seed-02', postedHoursAgo: 5, deadlineInDays: 21, boostDays: null, logo: 'gulf-hospitality',
    job: {
      title: 'Hotel Front Office Supervisor', company: 'Gulf Crescent Hospitality', location: 'Dubai, UAE', jobType: 'full-time',
      salaryMin: 420_000, salaryMax: 520_000, skills: ['Hospitality', 'Opera PMS', 'Customer Service', 'Arabic (basic)'],
      description: 'Lead the front desk team of a 300-room business hotel in Downtown Dubai. Visa, air ticket and shared accommodation provided.',
      requirements: 'Two years as front office supervisor. Hotel management diploma preferred. Valid passport.',
      benefits: 'Employment visa, yearly air ticket home, accommodation, transport and meals on duty.',
    },
  },
  {
    id: 'seed-03', postedHoursAgo: 26, deadlineInDays: 14, logo: 'ravi-textiles',
    job: {
      title: 'Production Planning Officer', company: 'Ravi Textile Mills', location: 'Faisalabad, Pakistan', jobType: 'full-time',
      salaryMin: 120_000, salaryMax: 160_000, skills: ['Production Planning', 'SAP PP', 'Excel'],
      description: 'Plan weaving and stitching capacity for export orders and coordinate with merchandising and quality teams.',
      requirements: 'B.Sc. Textile Engineering. 2-4 years in a composite mill.',
      benefits: 'Provident fund, EOBI, pick and drop, subsidised lunch.',
    },
  },
  {
    id: 'seed-04', postedHoursAgo: 50, deadlineInDays: 10,
    job: {
      title: 'Customer Support Representative (Urdu/English)', company: 'Margalla Connect BPO', location: 'Islamabad, Pakistan', jobType: 'part-time',
      salaryMin: 45_000, salaryMax: null, skills: ['Communication', 'CRM', 'Typing 40 WPM'],
      description: 'Answer customer calls and chats for an international telecom client. Evening shift, four hours a day.',
      requirements: 'Intermediate or above. Clear spoken English and Urdu.',
      benefits: 'Shift allowance, paid training, performance incentives.',
    },
  },
  {
    id: 'seed-05', postedHoursAgo: 75, deadlineInDays: 45, boostDays: 7, logo: 'pak-fintech',
    job: {
      title: 'Data Analyst', company: 'Pak Fintech Solutions', location: 'Lahore, Pakistan', jobType: 'full-time',
      salaryMin: 180_000, salaryMax: 260_000, skills: ['SQL', 'Python', 'Power BI', 'Statistics'],
      description: 'Turn payments data into dashboards and insights for the product and risk teams of a mobile wallet.',
      requirements: 'Degree in statistics, economics or computer science. Strong SQL.',
      benefits: 'Medical, OPD, stock options, learning budget.',
    },
  },
  {
    id: 'seed-06', postedHoursAgo: 100, deadlineInDays: 20,
    job: {
      title: 'Electrical Technician', company: 'Al Noor Contracting', location: 'Riyadh, Saudi Arabia', jobType: 'contract',
      salaryMin: null, salaryMax: 210_000, skills: ['Electrical Wiring', 'Panel Installation', 'Safety'],
      description: 'Two-year contract for building electrical works on a housing project. Employer pays visa and ticket.',
      requirements: 'DAE Electrical or trade certificate. 3 years Gulf or local experience.',
      benefits: 'Free accommodation, transport, medical insurance, overtime.',
    },
  },
  {
    id: 'seed-07', postedHoursAgo: 130, deadlineInDays: null,
    job: {
      title: 'Content Writer (Urdu)', company: 'Daastan Media', location: 'Lahore, Pakistan', jobType: 'part-time',
      salaryMin: null, salaryMax: null, skills: ['Urdu Writing', 'SEO', 'Social Media'],
      description: 'Write Urdu articles and social posts for a growing news and lifestyle site. Work from home.',
      requirements: 'A portfolio of published Urdu writing.',
      benefits: 'Flexible hours, paid per article on top of a monthly retainer.',
    },
  },
  {
    id: 'seed-08', postedHoursAgo: 3, deadlineInDays: 25, logo: 'indus-soft',
    job: {
      title: 'Software Engineering Intern', company: 'Indus Soft Labs', location: 'Karachi, Pakistan', jobType: 'internship',
      salaryMin: 40_000, salaryMax: 40_000, skills: ['JavaScript', 'Git', 'SQL'],
      description: 'Three-month paid internship on the web team, with a mentor and a real feature to ship.',
      requirements: 'Final-year or fresh graduate in CS/SE.',
      benefits: 'Stipend, laptop, chance of a permanent offer.',
    },
  },
  {
    id: 'seed-09', postedHoursAgo: 200, deadlineInDays: -3,
    job: {
      title: 'Civil Site Engineer', company: 'Potohar Builders', location: 'Rawalpindi, Pakistan', jobType: 'full-time',
      salaryMin: 150_000, salaryMax: 200_000, skills: ['AutoCAD', 'Site Supervision', 'BOQ'],
      description: 'Supervise construction of a mid-rise residential project in Bahria Town.',
      requirements: 'B.E. Civil, PEC registered, 3 years site experience.',
      benefits: 'Vehicle, fuel, medical.',
    },
  },
  {
    id: 'seed-10', postedHoursAgo: 8, deadlineInDays: 12, logo: 'qatar-care',
    job: {
      title: 'Staff Nurse', company: 'Qatar Care Medical Centre', location: 'Doha, Qatar', jobType: 'full-time',
      salaryMin: 380_000, salaryMax: 480_000, skills: ['Patient Care', 'BLS', 'ICU'],
      description: 'Registered nurses for a private multi-specialty hospital. Interviews in Lahore and Karachi.',
      requirements: 'BSN and PNC registration, 2 years hospital experience, Prometric pass preferred.',
      benefits: 'Visa, accommodation, annual ticket, end-of-service gratuity.',
    },
  },
  {
    id: 'seed-11', postedHoursAgo: 30, deadlineInDays: 15,
    job: {
      title: 'Accounts Officer', company: 'Chenab Foods', location: 'Faisalabad, Pakistan', jobType: 'full-time',
      salaryMin: 90_000, salaryMax: 120_000, skills: ['Accounting', 'QuickBooks', 'Taxation', 'Excel'],
      description: 'Maintain ledgers, reconcile bank accounts and prepare monthly sales tax returns.',
      requirements: 'B.Com/ACCA part-qualified, 2 years experience.',
      benefits: 'Provident fund, medical, annual increment.',
    },
  },
  {
    id: 'seed-12', postedHoursAgo: 60, deadlineInDays: 9,
    job: {
      title: 'Graphic Design Intern', company: 'Kolachi Creative', location: 'Karachi, Pakistan', jobType: 'internship',
      salaryMin: null, salaryMax: 30_000, skills: ['Illustrator', 'Photoshop', 'Figma'],
      description: 'Design social posts and campaign material for FMCG clients alongside a senior designer.',
      requirements: 'A portfolio. Students welcome.',
      benefits: 'Stipend, certificate, flexible days.',
    },
  },
  {
    id: 'seed-13', postedHoursAgo: 12, deadlineInDays: 30, logo: 'pak-fintech',
    job: {
      title: 'DevOps Engineer', company: 'Pak Fintech Solutions', location: 'Islamabad, Pakistan', jobType: 'full-time',
      salaryMin: 300_000, salaryMax: 450_000, skills: ['AWS', 'Terraform', 'Kubernetes', 'CI/CD', 'Linux'],
      description: 'Run and automate the cloud platform behind a licensed payments company.',
      requirements: '4+ years DevOps/SRE. On-call rotation.',
      benefits: 'Medical, car lease, remote Fridays.',
    },
  },
  {
    id: 'seed-14', postedHoursAgo: 90, deadlineInDays: 60,
    job: {
      title: 'Heavy Vehicle Driver', company: 'Emirates Haulage LLC', location: 'Abu Dhabi, UAE', jobType: 'contract',
      salaryMin: 250_000, salaryMax: null, skills: ['Heavy Licence', 'GCC Driving'],
      description: 'Drivers for trailers and tankers on intercity routes. Two-year renewable contract.',
      requirements: 'Pakistani heavy licence, 5 years driving, GCC licence a plus.',
      benefits: 'Visa, accommodation, medical, overtime.',
    },
  },
  {
    id: 'seed-15', postedHoursAgo: 1, deadlineInDays: 28,
    job: {
      title: 'Mobile App Developer (Flutter)', company: 'Code Minar', location: 'Lahore, Pakistan', jobType: 'full-time',
      salaryMin: 200_000, salaryMax: 320_000, skills: ['Flutter', 'Dart', 'Firebase', 'REST APIs'],
      description: 'Build cross-platform apps for clients in the UK and the Gulf.',
      requirements: '2+ years Flutter with apps in the stores.',
      benefits: 'Hybrid, medical, yearly trip.',
    },
  },
  {
    id: 'seed-16', postedHoursAgo: 400, deadlineInDays: -10,
    job: {
      title: 'Sales Executive', company: 'Ravi Textile Mills', location: 'Lahore, Pakistan', jobType: 'full-time',
      salaryMin: 70_000, salaryMax: 95_000, skills: ['B2B Sales', 'Negotiation'],
      description: 'Sell home textile products to retailers across Punjab.',
      requirements: 'Graduate, own motorbike.',
      benefits: 'Commission, fuel, mobile allowance.',
    },
  },
  {
    id: 'seed-17', postedHoursAgo: 20, deadlineInDays: 18, logo: 'margalla-connect',
    job: {
      title: 'Team Lead, Customer Experience', company: 'Margalla Connect BPO', location: 'Rawalpindi, Pakistan', jobType: 'full-time',
      salaryMin: 130_000, salaryMax: 170_000, skills: ['Team Leadership', 'Quality Assurance', 'Reporting'],
      description: 'Lead a team of 15 agents on an international account and own its quality scores.',
      requirements: '2 years as team lead in a contact centre.',
      benefits: 'Night allowance, pick and drop, medical.',
    },
  },
  {
    id: 'seed-18', postedHoursAgo: 40, deadlineInDays: 35,
    job: {
      title: 'Remote QA Engineer', company: 'Northwind Apps (UK)', location: 'Remote', jobType: 'contract',
      salaryMin: 280_000, salaryMax: 380_000, skills: ['Playwright', 'Test Automation', 'API Testing'],
      description: 'Six-month remote contract, paid monthly in PKR equivalent, UK working hours overlap of four hours.',
      requirements: '3 years QA, automation experience.',
      benefits: 'Fully remote, contract extension likely.',
    },
  },
  {
    id: 'seed-19', postedHoursAgo: 160, deadlineInDays: 5,
    job: {
      title: 'Teacher, Mathematics (O/A Level)', company: 'The Crescent School System', location: 'Islamabad, Pakistan', jobType: 'part-time',
      salaryMin: 60_000, salaryMax: 85_000, skills: ['Mathematics', 'Teaching', 'Cambridge Curriculum'],
      description: 'Afternoon teaching for O and A Level mathematics, 4 days a week.',
      requirements: 'Masters in Mathematics, Cambridge teaching experience.',
      benefits: 'Fee concession for children.',
    },
  },
  {
    id: 'seed-20', postedHoursAgo: 6, deadlineInDays: 40, boostDays: 3, logo: 'qatar-care',
    job: {
      title: 'Lab Technologist', company: 'Qatar Care Medical Centre', location: 'Doha, Qatar', jobType: 'full-time',
      salaryMin: 300_000, salaryMax: 360_000, skills: ['Clinical Chemistry', 'Haematology', 'LIS'],
      description: 'Medical lab technologists for a busy outpatient laboratory.',
      requirements: 'BS MLT, 3 years experience.',
      benefits: 'Visa, accommodation allowance, ticket.',
    },
  },
  {
    id: 'seed-21', postedHoursAgo: 70, deadlineInDays: 22,
    job: {
      title: 'Supply Chain Intern', company: 'Chenab Foods', location: 'Faisalabad, Pakistan', jobType: 'internship',
      salaryMin: 25_000, salaryMax: null, skills: ['Excel', 'Inventory'],
      description: 'Support procurement and warehouse planning during the mango season.',
      requirements: 'BBA/Supply chain students.',
      benefits: 'Stipend and lunch.',
    },
  },
  {
    id: 'seed-22', postedHoursAgo: 250, deadlineInDays: 3,
    job: {
      title: 'Chef de Partie', company: 'Gulf Crescent Hospitality', location: 'Muscat, Oman', jobType: 'full-time',
      salaryMin: null, salaryMax: null, skills: ['Pakistani Cuisine', 'Continental', 'HACCP'],
      description: 'Lead a section in the all-day dining kitchen of a resort hotel.',
      requirements: '4 years in 4/5-star kitchens.',
      benefits: 'Visa, accommodation, meals, ticket.',
    },
  },
  {
    id: 'seed-23', postedHoursAgo: 15, deadlineInDays: 16,
    job: {
      title: 'Backend Engineer (Go)', company: 'Code Minar', location: 'Remote, Pakistan', jobType: 'full-time',
      salaryMin: 400_000, salaryMax: 600_000, skills: ['Go', 'PostgreSQL', 'gRPC', 'Docker'],
      description: 'Build APIs for a logistics platform serving the Gulf.',
      requirements: '4+ years backend, 1+ year Go.',
      benefits: 'Remote, USD-linked increments, health cover.',
    },
  },
  {
    id: 'seed-24', postedHoursAgo: 48, deadlineInDays: 11,
    job: {
      title: 'Social Media Manager', company: 'Daastan Media', location: 'Karachi, Pakistan', jobType: 'contract',
      salaryMin: 110_000, salaryMax: 140_000, skills: ['Meta Ads', 'TikTok', 'Content Strategy'],
      description: 'Six-month contract to grow the brand on TikTok, Instagram and Facebook.',
      requirements: 'Proven growth of a Pakistani brand page.',
      benefits: 'Contract renewal on targets.',
    },
  },
  {
    id: 'seed-25', postedHoursAgo: 110, deadlineInDays: 19,
    job: {
      title: 'Pharmacist', company: 'Shifa Care Pharmacies', location: 'Rawalpindi, Pakistan', jobType: 'part-time',
      salaryMin: 80_000, salaryMax: null, skills: ['Dispensing', 'Inventory', 'Patient Counselling'],
      description: 'Evening pharmacist for a 24-hour pharmacy on Murree Road.',
      requirements: 'Pharm-D, registered with the Punjab Pharmacy Council.',
      benefits: 'Medical, annual bonus.',
    },
  },
  {
    id: 'seed-26', postedHoursAgo: 36, deadlineInDays: 50,
    job: {
      title: 'Welder (6G)', company: 'Al Noor Contracting', location: 'Dammam, Saudi Arabia', jobType: 'contract',
      salaryMin: 190_000, salaryMax: 240_000, skills: ['6G Welding', 'TIG', 'Pipe Fabrication'],
      description: 'Pipe welders for an oil and gas maintenance shutdown. Trade test in Karachi.',
      requirements: '6G certificate, 5 years experience.',
      benefits: 'Visa, food, accommodation, transport.',
    },
  },
  {
    id: 'seed-27', postedHoursAgo: 4, deadlineInDays: 14, logo: 'ravi-textiles',
    job: {
      title: 'HR Intern', company: 'Ravi Textile Mills', location: 'Faisalabad, Pakistan', jobType: 'internship',
      salaryMin: 20_000, salaryMax: 25_000, skills: ['Recruitment', 'MS Office'],
      description: 'Help the HR team with hiring drives and employee records.',
      requirements: 'BBA/MBA HR students.',
      benefits: 'Stipend, certificate.',
    },
  },
  {
    id: 'seed-28', postedHoursAgo: 300, deadlineInDays: null,
    job: {
      title: 'Freelance Quran Tutor (Online)', company: 'Noor Online Academy', location: 'Remote', jobType: 'part-time',
      salaryMin: null, salaryMax: 60_000, skills: ['Tajweed', 'Online Teaching', 'English'],
      description: 'Teach students in the UK and US over video calls. Choose your own hours.',
      requirements: 'Tajweed certification, fluent English.',
      benefits: 'Work from home, weekly payments.',
    },
  },
  {
    id: 'seed-29', postedHoursAgo: 9, deadlineInDays: 26,
    job: {
      title: 'Cyber Security Analyst', company: 'Margalla Connect BPO', location: 'Islamabad, Pakistan', jobType: 'full-time',
      salaryMin: 250_000, salaryMax: 350_000, skills: ['SIEM', 'Incident Response', 'ISO 27001'],
      description: 'Monitor and respond to security events for our international clients.',
      requirements: '3 years SOC experience, Security+ or similar.',
      benefits: 'Medical, certifications paid.',
    },
  },
  {
    id: 'seed-30', postedHoursAgo: 22, deadlineInDays: 8,
    job: {
      title: 'Delivery Rider', company: 'Bazaar Express', location: 'Lahore, Pakistan', jobType: 'part-time',
      salaryMin: 35_000, salaryMax: 55_000, skills: ['Own Motorbike', 'Smartphone'],
      description: 'Deliver groceries in Gulberg and DHA. Choose morning or evening shifts.',
      requirements: 'Valid licence and own motorbike.',
      benefits: 'Fuel allowance, per-order bonus, accident insurance.',
    },
  },
  {
    id: 'seed-31', postedHoursAgo: 180, deadlineInDays: 30,
    job: {
      title: 'Construction Project Manager', company: 'Potohar Builders', location: 'Islamabad, Pakistan', jobType: 'full-time',
      salaryMin: 500_000, salaryMax: null, skills: ['Project Management', 'Primavera P6', 'Contracts'],
      description: 'Run a commercial tower project from design to handover.',
      requirements: '10 years, PMP preferred.',
      benefits: 'Car, fuel, medical, bonus.',
    },
  },
  {
    id: 'seed-32', postedHoursAgo: 0.2, deadlineInDays: 30, boostDays: -2,
    job: {
      title: 'UI/UX Designer', company: 'Kolachi Creative', location: 'Karachi, Pakistan', jobType: 'full-time',
      salaryMin: 150_000, salaryMax: 230_000, skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems'],
      description: 'Design web and mobile products for local banks and startups.',
      requirements: '3 years product design with a portfolio.',
      benefits: 'Hybrid, medical, MacBook.',
    },
  },
];

export const SEED_JOBS: readonly SeedJob[] = SEED;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A seed job as the input to storage, with its dates resolved against `now`. */
export function seedJobInput(seed: SeedJob, now: Date): JobInput & { createdAt: string } {
  const at = (ms: number) => new Date(now.getTime() + ms);
  return {
    ...seed.job,
    status: 'approved',
    companyLogo: seed.logo ? `/objects/logos/demo/${seed.logo}.png` : null,
    applicationDeadline: seed.deadlineInDays === null ? null : at(seed.deadlineInDays * DAY_MS).toISOString().slice(0, 10),
    isBoosted: seed.boostDays !== undefined,
    boostExpiry: seed.boostDays == null ? null : at(seed.boostDays * DAY_MS).toISOString(),
    createdAt: at(-seed.postedHoursAgo * HOUR_MS).toISOString(),
  };
}

/** The distinct demo logos the seed refers to. */
export const SEED_LOGOS = [...new Set(SEED.flatMap((s) => (s.logo ? [s.logo] : [])))];
