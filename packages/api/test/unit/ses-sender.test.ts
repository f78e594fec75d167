import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { sesSender } from '../../src/mail/ses-sender.ts';
import { sesMock } from '../mocks.ts';

describe('the SES sender', () => {
  it('sends the composed bytes as they are, with the configuration set, to the envelope', async () => {
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
    const raw = Buffer.from('From: Modern Jobs <jobs@modern-jobs.test>\r\nSubject: hi\r\n\r\nbody');

    const result = await sesSender('modern-jobs-prod').send(raw, {
      from: 'jobs@modern-jobs.test',
      to: ['ayesha@example.pk'],
    });

    expect(result).toEqual({ serverId: 'ses-1' });
    const input = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input).toEqual({
      FromEmailAddress: 'jobs@modern-jobs.test',
      Destination: { ToAddresses: ['ayesha@example.pk'] },
      Content: { Raw: { Data: raw } },
      ConfigurationSetName: 'modern-jobs-prod',
    });
    expect(Buffer.from(input?.Content?.Raw?.Data ?? []).equals(raw)).toBe(true);
  });

  it('rejects when SES refuses, so the worker retries', async () => {
    sesMock.on(SendEmailCommand).rejects(Object.assign(new Error('Throttling'), { name: 'TooManyRequestsException' }));

    await expect(sesSender(undefined).send(Buffer.from('x'), { from: 'a@b.pk', to: ['c@d.pk'] })).rejects.toThrow(
      'Throttling',
    );
    expect(sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input).not.toHaveProperty('ConfigurationSetName');
  });
});
