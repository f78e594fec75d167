import type { ReceiptMail } from '@modern-jobs/domain/email';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../../src/mail/templates/index.ts';

const receipt = (overrides: Partial<ReceiptMail> = {}): ReceiptMail => ({
  kind: 'wallet-receipt',
  to: 'kamran@example.pk',
  locale: 'en',
  snapshot: {
    name: 'Kamran',
    entry: {
      id: 'e1',
      type: 'deposit',
      amountPaisa: 1_500_000_50,
      balancePaisa: 1_500_900_50,
      reference: 'MJ0123456789ABCDEF',
      description: 'Deposit of PKR 1500000.50 via JazzCash',
      createdAt: '2026-11-27T07:00:00.000Z',
      method: 'jazzcash',
    },
  },
  ...overrides,
});

describe('the wallet receipt e-mail', () => {
  it('says the reference, the date, the amount and the balance after, exactly, with the gateway', () => {
    const content = renderMail(receipt(), 'https://jobs.example.pk');

    expect(content.subject).toBe('Receipt: PKR 1,500,000.50 added to your wallet');
    for (const text of ['MJ0123456789ABCDEF', 'PKR 1,500,000.50', 'PKR 1,500,900.50', 'JazzCash', 'Hello Kamran,'])
      expect(content.text).toContain(text);
    expect(content.text).toContain('https://jobs.example.pk/dashboard/wallet');
    expect(content.headers).toBeUndefined();
  });

  it('writes a boost’s amount as money out, and in Urdu right to left with the Urdu wallet link', () => {
    const boost = receipt({
      locale: 'ur',
      snapshot: {
        name: null,
        entry: {
          ...receipt().snapshot.entry,
          type: 'boost',
          amountPaisa: -900_00,
          balancePaisa: 100_00,
          description: 'Boost of "Welder" for 15 days',
          method: undefined,
        },
      },
    });

    const content = renderMail(boost, 'https://jobs.example.pk');

    expect(content.subject).toBe('رسید: نمایاں کرنے کے لیے 900.00 روپے');
    expect(content.text).toContain('PKR -900.00');
    expect(content.html).toContain('dir="rtl"');
    expect(content.text).toContain('https://jobs.example.pk/ur/dashboard/wallet');
    expect(content.text).not.toContain('JazzCash');
  });

  it('escapes what the entry says in the HTML', () => {
    const content = renderMail(
      receipt({
        snapshot: { name: '<b>K</b>', entry: { ...receipt().snapshot.entry, description: '<script>x</script>' } },
      }),
      'https://jobs.example.pk',
    );
    expect(content.html).not.toContain('<script>x</script>');
    expect(content.html).toContain('&lt;script&gt;');
  });
});
