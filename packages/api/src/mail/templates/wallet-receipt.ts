import { formatDate, formatPaisa, localizedPath, PAYMENT_METHOD_NAMES, type PaymentMethod } from '@modern-jobs/domain';
import { emailText, type ReceiptMail } from '@modern-jobs/domain/email';
import { inSentence } from './application.ts';
import { type MailContent, renderLayout } from './layout.ts';

/** Where a person's wallet is (the web app's). */
export const WALLET_PATH = '/dashboard/wallet';

/**
 * The receipt of one wallet entry (a deposit, a boost, a refund, the operator's adjustment): its
 * reference, date, what it was for, the amount and the balance after it, in the recipient's language.
 */
export function walletReceipt(mail: ReceiptMail, siteOrigin: string): MailContent {
  const { locale, snapshot } = mail;
  const { entry } = snapshot;
  const t = (key: Parameters<typeof emailText>[1], values?: Parameters<typeof emailText>[2]) =>
    emailText(locale, key, values);
  const amount = formatPaisa(Math.abs(entry.amountPaisa));
  const details: Array<readonly [string, string]> = [
    [t('receipt.reference'), entry.reference],
    [t('receipt.date'), formatDate(entry.createdAt, locale)],
    [t('receipt.what'), entry.description],
    [t('receipt.amount'), `PKR ${formatPaisa(entry.amountPaisa)}`],
    [t('receipt.balance'), `PKR ${formatPaisa(entry.balancePaisa)}`],
  ];
  const method = entry.method ? PAYMENT_METHOD_NAMES[entry.method as PaymentMethod] : undefined;
  if (method) details.push([t('receipt.method'), method]);
  return renderLayout({
    locale,
    brand: t('brand.name'),
    subject: t(`receipt.subject.${entry.type}`, { amount }),
    heading: t('receipt.heading'),
    ...(snapshot.name ? { greeting: t('greeting', { name: inSentence(locale, snapshot.name) }) } : {}),
    paragraphs: [t('receipt.intro')],
    details,
    action: {
      label: t('receipt.action'),
      url: `${siteOrigin}${localizedPath(locale, WALLET_PATH)}`,
      hint: t('action.linkHint'),
    },
    footer: [t('receipt.why')],
  });
}
