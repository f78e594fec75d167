import { CONTACT_TEXT } from '@modern-jobs/domain';

/** wa.me wants digits only, with the country code and no '+' or leading zeros. */
export function whatsappLink(number: string, message: string = CONTACT_TEXT.whatsappMessage): string {
  return `https://wa.me/${number.replace(/\D/g, '').replace(/^0+/, '')}?text=${encodeURIComponent(message)}`;
}

export function emailLink(email: string, subject: string = CONTACT_TEXT.emailSubject): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

export function callLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
