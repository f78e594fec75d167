import type { SuppressionReason } from './store/suppressions.ts';

/**
 * What SES publishes about a sent message to the configuration set's event destination (an SNS
 * topic): the fields read here of its Bounce and Complaint events. The same fields appear, under
 * `notificationType` instead of `eventType`, in an identity's feedback notifications; both are read.
 * https://docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-contents.html
 */
export interface SesMailEvent {
  eventType?: string;
  notificationType?: string;
  bounce?: {
    /** Permanent: the address does not exist or will never take mail; Transient: full, too large, down; Undetermined */
    bounceType?: string;
    bounceSubType?: string;
    bouncedRecipients?: Array<{ emailAddress?: string }>;
  };
  complaint?: {
    complainedRecipients?: Array<{ emailAddress?: string }>;
    /** the feedback report's type; `not-spam` says the recipient took it back */
    complaintFeedbackType?: string;
  };
}

export interface Suppression {
  address: string;
  reason: Extract<SuppressionReason, 'bounce' | 'complaint'>;
}

/** An address as a report gives it: plain, or "Name <address>". */
function addressOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  const address = (/<([^<>\s]+@[^<>\s]+)>/.exec(text)?.[1] ?? text).trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
}

/**
 * The addresses one SES event says must get no more mail: every recipient of a permanent bounce, and
 * of a complaint (unless its report says "not spam"). A transient or undetermined bounce says
 * nothing lasting (a full mailbox, a server down): SES itself retried it, and the next mail may
 * arrive. Other events (deliveries, opens), and anything that is not an SES event, give none.
 */
export function suppressionsOf(event: SesMailEvent): Suppression[] {
  const type = event.eventType ?? event.notificationType;
  const recipients =
    type === 'Bounce' && event.bounce?.bounceType === 'Permanent'
      ? { reason: 'bounce' as const, list: event.bounce.bouncedRecipients }
      : type === 'Complaint' && event.complaint?.complaintFeedbackType !== 'not-spam'
        ? { reason: 'complaint' as const, list: event.complaint?.complainedRecipients }
        : null;
  if (!recipients) return [];
  const seen = new Set<string>();
  const found: Suppression[] = [];
  for (const recipient of recipients.list ?? []) {
    const address = addressOf(recipient.emailAddress);
    if (!address || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    found.push({ address, reason: recipients.reason });
  }
  return found;
}
