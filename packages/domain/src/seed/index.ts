export { SEED_JOBS, SEED_LOGOS, type SeedJob, seedJobInput } from './jobs.ts';
