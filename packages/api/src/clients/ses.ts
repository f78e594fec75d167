import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config.ts';
import { traced } from '../observability/tracer.ts';

/** Its own module: only the mail workers carry the SES client. */
export const ses = traced(new SESv2Client({ region: config.AWS_REGION }));
