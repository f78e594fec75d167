import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../clients/ses.ts';
import type { MailSender } from './sender.ts';

/**
 * Sends through SES v2 as a raw message, so SES delivers the bytes composed here (the same as SMTP's),
 * with the configuration set whose events (bounces, complaints) SES publishes.
 */
export function sesSender(configurationSet: string | undefined): MailSender {
  return {
    async send(raw, envelope) {
      const { MessageId } = await ses.send(
        new SendEmailCommand({
          FromEmailAddress: envelope.from,
          Destination: { ToAddresses: envelope.to },
          Content: { Raw: { Data: raw } },
          ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
        }),
      );
      return { serverId: MessageId };
    },
  };
}
