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

/** The admin panel's toasts (spec §8). */
export const ADMIN_TOASTS = {
  loginSucceeded: { title: 'Login Successful', message: 'Welcome to Admin Panel!' },
  loginFailed: { title: 'Login Failed', message: 'Invalid credentials. Please try again.' },
  loginNetworkError: { title: 'Login Failed', message: 'Network error. Please try again.' },
  logoUploaded: { title: 'Logo Uploaded', message: 'Company logo has been uploaded successfully.' },
  jobCreated: { title: 'Job Created', message: 'The job has been created and will appear on the frontend.' },
  jobUpdated: { title: 'Job Updated', message: 'The job has been updated successfully.' },
  jobDeleted: { title: 'Job Deleted', message: 'The job has been deleted successfully.' },
  error: 'Error',
  createFailed: 'Failed to create job.',
  updateFailed: 'Failed to update job.',
  deleteFailed: 'Failed to delete job.',
  seeded: 'Database Seeded!',
  seedFailed: 'Seeding Failed',
  seedNetworkError: { title: 'Error', message: 'Failed to seed database' },
  updated: 'Updated',
  deleteConfirm: 'Are you sure you want to delete this job?',
} as const;

/** Each site-settings form: its title and the spec's failure text (spec §2, §8). */
export const SETTING_FORM_TEXT = {
  highlight_button: { name: 'Highlight Button', failed: 'Failed to update highlight button.' },
  promotional_button: { name: 'Promotional Button', failed: 'Failed to update promotional button.' },
  earn_money_button: { name: 'Earn Money at Home Button', failed: 'Failed to update Earn Money button.' },
  sign_in_button: { name: 'Sign In Button', failed: 'Failed to update Sign In button.' },
  win_modal: { name: 'Win Free 3600 Pop-up Modal', failed: 'Failed to update win modal content.' },
  contact_info: { name: 'Contact Information', failed: 'Failed to update contact information.' },
  wallet: { name: 'Wallet Limits and Boost Prices', failed: 'Failed to update wallet limits and boost prices.' },
  trust_rules: { name: 'Jobs Abroad', failed: 'Failed to update the rules for jobs abroad.' },
  cv_bank: { name: 'CV Bank Prices and Caps', failed: 'Failed to update the CV bank prices and caps.' },
} as const;
