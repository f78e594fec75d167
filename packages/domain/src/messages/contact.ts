/** The contact widget's prefilled texts (spec §2). */
export const CONTACT_TEXT = {
  whatsappMessage: "Hello! I'm interested in Modern Jobs opportunities.",
  emailSubject: 'Inquiry about Modern Jobs',
} as const;
