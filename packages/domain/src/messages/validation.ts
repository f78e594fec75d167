/** The spec's validation messages, verbatim (spec §5). The API's schemas and the web's forms share them. */

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
} as const;
