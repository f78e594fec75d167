import { API_MESSAGES } from '../messages/api.ts';
import { VALIDATION } from '../messages/validation.ts';
import { prefixed } from './catalog.ts';

/**
 * What the browser says of a logo it will not send (the web's file rules), written once here so an
 * Urdu page finds it in the catalog. Its own export: the application form's chunk takes these two
 * texts, not the employer catalog.
 */
export const LOGO_FILE_TEXT = {
  tooBig: 'A logo must be 5,242,880 bytes or smaller',
  wrongType: 'A logo must be a PNG, JPEG or WebP image',
} as const;

/** The API's answers an employer can meet, shown in the page's language. */
const EMPLOYER_API_MESSAGES = {
  notEmployer: API_MESSAGES.notEmployer,
  companyNotFound: API_MESSAGES.companyNotFound,
  pendingJobsFull: API_MESSAGES.pendingJobsFull,
  dailyJobsFull: API_MESSAGES.dailyJobsFull,
  companySavesFull: API_MESSAGES.companySavesFull,
  jobHasApplications: API_MESSAGES.jobHasApplications,
  jobChanged: API_MESSAGES.jobChanged,
  applicationNotFound: API_MESSAGES.applicationNotFound,
  applicationChanged: API_MESSAGES.applicationChanged,
  companyLogo: API_MESSAGES.companyLogo,
  logoDimensions: API_MESSAGES.logoDimensions,
  accountDisabled: API_MESSAGES.accountDisabled,
} as const;

/**
 * English of the employer's screens (company profile, own jobs, posting, applicants) and of the job
 * form the employer and the operator share. A part of its own, in both languages (ur-employer.ts):
 * the web app adds it with the chunks that say it, so no seeker's first visit carries it.
 */
export const EN_EMPLOYER = {
  ...prefixed('validation.job', VALIDATION.job),
  ...prefixed('validation.company', VALIDATION.company),
  ...prefixed('upload.logo', LOGO_FILE_TEXT),
  ...prefixed('api', EMPLOYER_API_MESSAGES),
  // The job form: the admin panel's labels, word for word (the operator's form shows these too).
  'jobForm.title': 'Job Title',
  'jobForm.location': 'Location',
  'jobForm.locationPlaceholder': 'Karachi, Pakistan',
  'jobForm.jobType': 'Job Type',
  'jobForm.selectType': 'Select job type',
  'jobForm.where': 'Where',
  'jobForm.whereHint':
    'A location the board cannot place (a neighbourhood, a small town) needs this for the Where filter.',
  'jobForm.asLocationSays': 'As the location says',
  'jobForm.salaryMin': 'Minimum Salary (PKR)',
  'jobForm.salaryMax': 'Maximum Salary (PKR)',
  'jobForm.salaryMinPlaceholder': 'e.g. 150000',
  'jobForm.salaryMaxPlaceholder': 'e.g. 250000',
  'jobForm.skills': 'Skills',
  'jobForm.skillsPlaceholder': 'React, TypeScript, Node.js',
  'jobForm.skillsHint': 'Separate skills with commas',
  'jobForm.description': 'Description',
  'jobForm.requirements': 'Requirements',
  'jobForm.benefits': 'Benefits',
  'jobForm.deadline': 'Application Deadline',
  // The company profile that makes a signed-in person an employer.
  'company.setUpTitle': 'Set up your company',
  'company.setUpText':
    'Jobs you post are shown under your company. Tell job seekers who you are; you can change it later.',
  'company.editTitle': 'Edit your company',
  'company.name': 'Company name',
  'company.logo': 'Company logo',
  'company.logoHint': 'PNG, JPEG or WebP, up to 5 MB',
  'company.logoKept': 'A logo is set; choose a file to replace it',
  'company.website': 'Website',
  'company.websitePlaceholder': 'https://example.pk',
  'company.city': 'City',
  'company.selectCity': 'Select city',
  'company.about': 'About the company',
  'company.aboutHint': 'What the company does, in a few lines',
  'company.create': 'Create company profile',
  'company.save': 'Save company',
  'company.cancel': 'Cancel',
  'company.edit': 'Edit company',
  'company.created.title': 'Company profile created',
  'company.created.message': 'You can post jobs now.',
  'company.saved.title': 'Company saved',
  'company.saved.message': 'Your jobs show the new details.',
  'company.saveFailed': 'We could not save your company.',
  // The employer's dashboard: their company and their jobs.
  'employer.pageTitle': 'Employer Dashboard | Modern Jobs',
  'employer.title': 'Employer Dashboard',
  'employer.signIn.title': 'Sign in to post a job',
  'employer.signIn.message': 'Sign in, then set up your company to post jobs.',
  'employer.postJob': 'Post a job',
  'employer.jobs': 'Your jobs',
  'employer.limits': 'Up to {pending} of your jobs can wait for review at once, and you can post {daily} a day.',
  'employer.jobsLoading': 'Loading your jobs',
  'employer.jobsLoadFailed': 'We could not load your jobs.',
  'employer.jobsNone': 'No jobs posted yet',
  'employer.jobsNoneHint': 'Post your first job. It appears on Modern Jobs once the site has reviewed it.',
  'employer.status.pending': 'Pending review',
  'employer.status.approved': 'Approved',
  'employer.status.rejected': 'Rejected',
  'employer.status.closed': 'Closed',
  'employer.rejectedReason': 'Reason: {reason}',
  'employer.applications_one': '{count} application',
  'employer.applications_other': '{count} applications',
  'employer.posted': 'Posted {date}',
  'employer.edit': 'Edit',
  'employer.editLabel': 'Edit {title}',
  'employer.close': 'Close',
  'employer.closeLabel': 'Close {title}',
  'employer.delete': 'Delete',
  'employer.deleteLabel': 'Delete {title}',
  'employer.applicants': 'Applicants',
  'employer.applicantsLabel': 'Applicants for {title}',
  'employer.cancel': 'Cancel',
  'employer.closeTitle': 'Close this job?',
  'employer.closeText': '“{title}” stops taking applications today and leaves the job lists. Its applicants stay here.',
  'employer.closeConfirm': 'Close job',
  'employer.closedDone': 'Job closed',
  'employer.closeFailed': 'We could not close this job.',
  'employer.deleteTitle': 'Delete this job?',
  'employer.deleteText': '“{title}” will be removed for good.',
  'employer.deleteConfirm': 'Delete job',
  'employer.deletedDone': 'Job deleted',
  'employer.deleteFailed': 'We could not delete this job.',
  // Posting and editing a job.
  'employer.newJobPageTitle': 'Post a job | Modern Jobs',
  'employer.editJobPageTitle': 'Edit job | Modern Jobs',
  'employer.newJobTitle': 'Post a job',
  'employer.editJobTitle': 'Edit job',
  'employer.reviewNote': 'The site reviews every job before it appears on Modern Jobs.',
  'employer.backToReview': 'Saving your changes sends this job back for review.',
  'employer.backToReviewApproved':
    'Saving your changes sends this job back for review: it leaves the job lists until it is approved again.',
  'employer.submitNew': 'Submit for review',
  'employer.submitEdit': 'Save and send for review',
  'employer.jobPosted.title': 'Job submitted',
  'employer.jobPosted.message': 'It is waiting for review. We will e-mail you when it is approved or rejected.',
  'employer.jobUpdated.title': 'Job updated',
  'employer.jobUpdated.message': 'It is waiting for review again.',
  'employer.saveJobFailed': 'We could not save this job.',
  'employer.backToJobs': 'Back to your jobs',
  // A job's applicants.
  'applicants.pageTitle': 'Applicants: {title} | Modern Jobs',
  'applicants.title': 'Applicants',
  'applicants.loading': 'Loading applicants',
  'applicants.loadFailed': 'We could not load the applicants.',
  'applicants.none': 'No applicants yet',
  'applicants.noneHint': 'Applications appear here as job seekers apply.',
  'applicants.loadMore': 'Load more applicants',
  'applicants.phone': 'Phone',
  'applicants.whatsapp': 'WhatsApp',
  'applicants.whatsappLabel': 'WhatsApp {name}',
  'applicants.whatsappMessage': 'Hello {name}, this is {company} about your application for {title} on Modern Jobs.',
  'applicants.email': 'E-mail',
  'applicants.status': 'Status',
  'applicants.statusFor': 'Status of {name}',
  'applicants.statusDone': 'Status changed',
  'applicants.statusDoneText': '{name}: {status}',
  'applicants.statusFailed': 'We could not change the status.',
  'applicants.openCv': 'Open CV',
  'applicants.openCvLabel': 'Open CV of {name}',
  'applicants.cvFailed': 'We could not open the CV.',
} as const;

export type EmployerKey = keyof typeof EN_EMPLOYER;
