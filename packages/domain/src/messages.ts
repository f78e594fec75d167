/** The spec's texts, verbatim (spec §5 and §8). Both the API and the web import them from here. */

export const VALIDATION = {
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
} as const;

/** Answers the API gives in `{ message }` that the client shows as they are. */
export const API_MESSAGES = {
  duplicateApplication: 'You have already applied for this job',
  jobNotFound: 'Job not found',
  jobClosed: 'Applications for this job are closed',
  jobChanged: 'This job was changed by someone else. Reload it and try again.',
  applicationNotFound: 'Application not found',
  uploadNotFound: 'Upload not found',
  cvNotVerified: 'CV upload is required',
  settingNotFound: 'Setting not found',
  invalidSettingValue: 'Invalid setting value',
  invalidCursor: 'Invalid cursor',
  notSignedIn: 'Unauthorized',
  adminRequired: 'Admin sign-in required',
  forbidden: 'Forbidden',
  badOrigin: 'Cross-site request refused',
  jsonRequired: 'Request body must be JSON',
  invalidCredentials: 'Invalid credentials',
  tooManyAttempts: 'Too many failed attempts. Try again later.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/** The public site's toasts (spec §6 and §8): a title and a message each. */
export const SEEKER_TOASTS = {
  loginRequired: { title: 'Login Required', message: 'Please sign in to apply for jobs.' },
  loggedOut: { title: 'Unauthorized', message: 'You are logged out. Logging in again...' },
  cvUploaded: { title: 'CV Uploaded', message: 'Your CV has been uploaded successfully.' },
  cvProcessFailed: { title: 'Upload Error', message: 'CV uploaded but failed to process. Please try again.' },
  applicationSubmitted: {
    title: 'Application Submitted',
    message: 'Your application has been successfully submitted. The employer will contact you soon.',
  },
  applicationFailed: { title: 'Application Failed', message: 'Failed to submit application. Please try again.' },
} as const;

/** The contact widget's prefilled texts (spec §2). */
export const CONTACT_TEXT = {
  whatsappMessage: "Hello! I'm interested in Modern Jobs opportunities.",
  emailSubject: 'Inquiry about Modern Jobs',
} as const;
