import { amount, amountToPaisa, type LedgerEntry, paisaToAmount, type Texts, translate } from '@modern-jobs/domain';

/**
 * A figure with its sign: on a right-to-left page a left-to-right isolate (GLOSSARY.md), so the
 * sign stays in front of its digits ("-900.00 روپے", not "900.00- روپے").
 */
const signed = (texts: Texts, figure: string) => (texts.locale === 'en' ? figure : `\u2066${figure}\u2069`);

/**
 * Paisa as the wallet shows it, "PKR 1,250.50" / "1,250.50 روپے": from the exact figure, never
 * through a float (the domain's paisaToAmount), its rupees grouped in thousands as every amount is.
 */
export function paisaMoney(texts: Texts, paisa: number): string {
  const [rupees = '0', decimals = '00'] = paisaToAmount(paisa).replace('-', '').split('.');
  const figure = `${amount(Number(rupees))}.${decimals}`;
  return translate(texts, 'money.pkr', { amount: paisa < 0 ? signed(texts, `-${figure}`) : figure });
}

/** Whole rupees as a preset or a limit shows them: "PKR 5,000" / "5,000 روپے". */
export function rupeesMoney(texts: Texts, paisa: number): string {
  return translate(texts, 'money.pkr', { amount: amount(Math.trunc(paisa / 100)) });
}

/**
 * A signed amount for a list: "PKR +500.00" in, "PKR -500.00" out. On a right-to-left page the
 * signed figure is a left-to-right isolate (GLOSSARY.md), so its sign stays in front of its digits.
 */
export function signedMoney(texts: Texts, paisa: number): string {
  const [rupees = '0', decimals = '00'] = paisaToAmount(Math.abs(paisa)).split('.');
  return translate(texts, 'money.pkr', {
    amount: signed(texts, `${paisa < 0 ? '-' : '+'}${amount(Number(rupees))}.${decimals}`),
  });
}

/**
 * What an entry was for, in the page's language: the API writes its description in English, with
 * the job's title in quotes for a boost or a refund. An English page shows it whole; another shows
 * the title alone (the entry's type says the rest), and nothing for a deposit.
 */
export function entryDetail(entry: Pick<LedgerEntry, 'description'>, locale: Texts['locale']): string | null {
  if (locale === 'en') return entry.description;
  const quoted = /"(.+)"/.exec(entry.description);
  return quoted?.[1] ?? null;
}

/** The wire's balance ("1250.50", the signed-in user's walletBalance) as paisa; 0 for anything else. */
export function balancePaisa(text: string): number {
  const negative = text.startsWith('-');
  const paisa = amountToPaisa(negative ? text.slice(1) : text) ?? 0;
  return negative ? -paisa : paisa;
}
