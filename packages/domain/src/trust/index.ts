export * from './company.ts';
export * from './recruiter.ts';
export * from './report.ts';
export * from './signals.ts';
export * from './verification.ts';
