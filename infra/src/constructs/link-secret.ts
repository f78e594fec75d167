import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.ts';

/**
 * The functions that make or check links that act without a sign-in (an alert e-mail's unsubscribe
 * links: packages/api/src/auth/link-tokens.ts), by handler: the unsubscribe route checks them, the
 * alerts' senders (deliver-alerts) sign them when they queue a mail, instant or digest; a CV bank
 * contact request's e-mail carries a link to answer it, which request-candidate-contact signs and
 * answer-contact-request checks. A job's reports key their reporter's address by an HMAC under it
 * (report-job). The mail workers do not need it: a mail's links are in it when it is queued. A name
 * not in the route table or the workers yet is skipped.
 */
export const NEEDS_LINK_SECRET = [
  'unsubscribe',
  'deliver-alerts',
  'request-candidate-contact',
  'answer-contact-request',
  'report-job',
] as const;

export interface LinkSecretProps {
  /** prod keeps the secret when the stack goes: links in e-mails already sent keep working in a new stack restored with it */
  production: boolean;
}

/**
 * LINK_SECRET, the HMAC key of e-mail links, generated in Secrets Manager. It reaches the functions
 * as origin-verify.ts's value does: a dynamic reference in their environment, resolved by
 * CloudFormation at deploy time (no Secrets Manager call on a cold start, no grant; whoever may read a
 * function's configuration can read it).
 *
 * Rotating it makes every unsubscribe link in e-mails already sent invalid (their page says the link
 * no longer works; the seeker can still pause alerts on the dashboard), so it is rotated only if it
 * leaked: `aws secretsmanager put-secret-value` with a new random value of 64 letters and digits,
 * then a deploy that updates the functions (a new build), and check that their LINK_SECRET changed.
 */
export class LinkSecret extends Construct {
  readonly secret: Secret;
  /** what the functions get as LINK_SECRET: a dynamic reference */
  readonly value: string;

  constructor(scope: Construct, id: string, props: LinkSecretProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'LINK_SECRET: signs the unsubscribe links of e-mails (infra/src/constructs/link-secret.ts)',
      // Letters and digits: 64 of them, well past the 32 the API requires.
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.value = this.secret.secretValue.unsafeUnwrap();
    acknowledge(
      this.secret,
      'AwsSolutions-SMG4',
      'A new value voids the unsubscribe links of every e-mail already sent: rotated by hand, only if it leaked (infra/src/constructs/link-secret.ts).',
    );
  }
}
