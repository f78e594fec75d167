import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SNSEvent, SNSEventRecord } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { suppressionsOf } from '../../src/mail/ses-events.ts';
import { logger } from '../../src/observability/logger.ts';
import { recordMailEvents as handler } from '../../src/workers/mail-events.ts';
import { ddb } from '../mocks.ts';

/**
 * SES events as a configuration set's SNS event destination publishes them (the shapes of the SES
 * developer guide's "Examples of event data that Amazon SES publishes to Amazon SNS"), trimmed of
 * headers only.
 */
const mail = {
  timestamp: '2026-11-21T09:00:01.012Z',
  source: 'Modern Jobs <no-reply@jobs.example.pk>',
  sourceArn: 'arn:aws:ses:ap-south-1:123456789012:identity/jobs.example.pk',
  sendingAccountId: '123456789012',
  messageId: '0109019a5c2e9b1e-4cbe7f11-8c2a-4e55-9f56-5e0b0a7d2b3c-000000',
  destination: ['ayesha@example.pk'],
  headersTruncated: false,
  commonHeaders: {
    from: ['Modern Jobs <no-reply@jobs.example.pk>'],
    to: ['ayesha@example.pk'],
    messageId: '<m1@jobs.example.pk>',
    subject: 'New job: React Developer at Lahore Soft',
  },
  tags: {
    'ses:configuration-set': ['ModernJobsdevMailConfigurationSet'],
    'ses:source-ip': ['13.234.1.1'],
    'ses:from-domain': ['jobs.example.pk'],
    'ses:caller-identity': ['ModernJobs-dev-ApiSendMailRole'],
  },
};

const permanentBounce = {
  eventType: 'Bounce',
  bounce: {
    bounceType: 'Permanent',
    bounceSubType: 'General',
    bouncedRecipients: [
      {
        emailAddress: 'Ayesha@Example.pk',
        action: 'failed',
        status: '5.1.1',
        diagnosticCode: 'smtp; 550 5.1.1 <ayesha@example.pk>: Recipient address rejected: User unknown',
      },
      { emailAddress: '"Bilal Ahmed" <bilal@example.pk>', action: 'failed', status: '5.1.1' },
    ],
    timestamp: '2026-11-21T09:00:02.669Z',
    feedbackId: '0109019a5c2e9c7f-aa3b2d57-6f6e-4a3c-9f0a-6a2b5c8d9e10-000000',
    reportingMTA: 'dsn; a8-51.smtp-out.ap-south-1.amazonses.com',
  },
  mail,
};

const transientBounce = {
  eventType: 'Bounce',
  bounce: {
    bounceType: 'Transient',
    bounceSubType: 'MailboxFull',
    bouncedRecipients: [
      {
        emailAddress: 'ayesha@example.pk',
        action: 'failed',
        status: '4.2.2',
        diagnosticCode: 'smtp; 452 4.2.2 Mailbox full',
      },
    ],
    timestamp: '2026-11-21T09:00:02.669Z',
    feedbackId: '0109019a5c2e9c7f-transient-000000',
    reportingMTA: 'dsn; a8-51.smtp-out.ap-south-1.amazonses.com',
  },
  mail,
};

const complaint = {
  eventType: 'Complaint',
  complaint: {
    feedbackId: '0109019a5c2ea0c1-3b7f0f4e-1d2c-4b8a-8d6e-2f4a6c8e0b12-000000',
    complaintSubType: null,
    complainedRecipients: [{ emailAddress: 'ayesha@example.pk' }],
    timestamp: '2026-11-21T09:05:10.000Z',
    userAgent: 'Yahoo!-Mail-Feedback/2.0',
    complaintFeedbackType: 'abuse',
    arrivalDate: '2026-11-21T09:04:58.000Z',
  },
  mail,
};

const delivery = {
  eventType: 'Delivery',
  delivery: {
    timestamp: '2026-11-21T09:00:02.000Z',
    processingTimeMillis: 546,
    recipients: ['ayesha@example.pk'],
    smtpResponse: '250 2.0.0 OK',
    reportingMTA: 'a8-70.smtp-out.ap-south-1.amazonses.com',
  },
  mail,
};

const TOPIC = 'arn:aws:sns:ap-south-1:123456789012:ModernJobs-dev-MailEvents';

function snsRecord(message: object | string, id = 'sns-1'): SNSEventRecord {
  return {
    EventSource: 'aws:sns',
    EventVersion: '1.0',
    EventSubscriptionArn: `${TOPIC}:8b2f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d`,
    Sns: {
      Type: 'Notification',
      MessageId: id,
      TopicArn: TOPIC,
      Subject: '',
      Message: typeof message === 'string' ? message : JSON.stringify(message),
      Timestamp: '2026-11-21T09:00:03.000Z',
      SignatureVersion: '1',
      Signature: 'EXAMPLE',
      SigningCertUrl: 'https://sns.ap-south-1.amazonaws.com/SimpleNotificationService-example.pem',
      UnsubscribeUrl: `https://sns.ap-south-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=${TOPIC}:x`,
      MessageAttributes: {},
    },
  };
}
const eventOf = (...records: SNSEventRecord[]): SNSEvent => ({ Records: records });

/** The suppression items written, as [PK, reason]. */
const written = () =>
  ddb.commandCalls(PutCommand).map((call) => {
    const item = call.args[0].input.Item ?? {};
    return [item.PK, item.reason];
  });

beforeEach(() => {
  for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(logger, level).mockReset();
  ddb.on(PutCommand).resolves({});
});

describe('the mail-events function', () => {
  it('suppresses every recipient of a permanent bounce, however the report wrote the address', async () => {
    expect(await handler(eventOf(snsRecord(permanentBounce)))).toEqual({ suppressed: 2 });

    expect(written()).toEqual([
      ['SUPPRESS#ayesha@example.pk', 'bounce'],
      ['SUPPRESS#bilal@example.pk', 'bounce'],
    ]);
  });

  it('suppresses the recipient of a complaint', async () => {
    await handler(eventOf(snsRecord(complaint)));

    expect(written()).toEqual([['SUPPRESS#ayesha@example.pk', 'complaint']]);
  });

  it('ignores a transient bounce (a full mailbox), a delivery, and a complaint taken back as not spam', async () => {
    const notSpam = { ...complaint, complaint: { ...complaint.complaint, complaintFeedbackType: 'not-spam' } };
    const undetermined = { ...permanentBounce, bounce: { ...permanentBounce.bounce, bounceType: 'Undetermined' } };

    const result = await handler(
      eventOf(snsRecord(transientBounce), snsRecord(delivery), snsRecord(notSpam), snsRecord(undetermined)),
    );

    expect(result).toEqual({ suppressed: 0 });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('drops a message that is not an SES event with an error line, and goes on to the next record', async () => {
    await handler(eventOf(snsRecord('{"truncated', 'sns-bad'), snsRecord('"a string"'), snsRecord(complaint)));

    expect(vi.mocked(logger.error)).toHaveBeenCalledWith('mail event unreadable', { messageId: 'sns-bad' });
    expect(written()).toEqual([['SUPPRESS#ayesha@example.pk', 'complaint']]);
  });

  it('logs the domain and the reason, never the address', async () => {
    await handler(eventOf(snsRecord(permanentBounce)));

    const lines = JSON.stringify(
      ['info', 'warn', 'error'].map((level) => vi.mocked(logger[level as 'info']).mock.calls),
    );
    expect(lines).toContain('"domain":"example.pk"');
    expect(lines).toContain('"bounceSubType":"General"');
    expect(lines).not.toMatch(/ayesha|bilal/i);
  });

  it('throws when the table fails, so Lambda tries the event again', async () => {
    ddb
      .on(PutCommand)
      .rejects(Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' }));

    await expect(handler(eventOf(snsRecord(complaint)))).rejects.toThrow('slow down');
  });
});

describe('reading an SES event', () => {
  it('reads an identity notification (notificationType) as an event, and each address once', () => {
    const { eventType: _, ...rest } = permanentBounce;
    const twice = {
      ...rest,
      notificationType: 'Bounce',
      bounce: {
        ...permanentBounce.bounce,
        bouncedRecipients: [{ emailAddress: 'ayesha@example.pk' }, { emailAddress: 'AYESHA@example.pk' }],
      },
    };
    expect(suppressionsOf(twice)).toEqual([{ address: 'ayesha@example.pk', reason: 'bounce' }]);
  });

  it('skips what is not an address', () => {
    const odd = {
      ...complaint,
      complaint: { complainedRecipients: [{ emailAddress: 'undisclosed-recipients' }, {}, { emailAddress: ' ' }] },
    };
    expect(suppressionsOf(odd)).toEqual([]);
  });
});
