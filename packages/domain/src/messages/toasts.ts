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
