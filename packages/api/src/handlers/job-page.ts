import { jobPageHandler } from '../pages/job-page.ts';

export const handler = jobPageHandler('job-page', 'en');
