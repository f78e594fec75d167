import type { App } from 'aws-cdk-lib';

/**
 * What differs between deployments, read from CDK context (`--context stage=prod`, or cdk.json):
 * the stage name, whether it is production, and an optional custom domain.
 */
export interface StageConfig {
  stage: string;
  /** prod keeps its data when the stack goes (retain, deletion protection) and keeps logs longer */
  production: boolean;
  /** e.g. jobs.example.pk; with a certificate in us-east-1 that covers it */
  domainName?: string;
  certificateArn?: string;
  /** where alarms are e-mailed, if anywhere */
  alarmEmail?: string;
  /** the Cognito managed-login domain prefix; unique per region */
  authDomainPrefix?: string;
  /**
   * The SES identity e-mail is sent from: a domain (jobs.example.pk, verified by its DNS records) or
   * one address. Defaults to domainName. Without either, mail is queued but SES refuses to send it.
   */
  mailIdentity?: string;
  /** the From address; defaults to no-reply@ the identity's domain, or the identity's address */
  mailFrom: string;
  /** where replies to e-mails go, if not back to mailFrom */
  mailReplyTo?: string;
  /** only while rotating the origin-verify secret: its version ids, CloudFront's first (constructs/origin-verify.ts) */
  originVerifyVersions?: string[];
  version: string;
  commit: string;
  buildTime: string;
}

const STAGE_NAME = /^[a-z][a-z0-9-]{1,15}$/;
const ADDRESS = /^[^\s@]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/i;
const DOMAIN = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;

/** The sender: an identity (domain or address) and a From address it covers. */
function mailSender(app: App, stage: string, domainName: string | undefined) {
  const mailIdentity = optional(app, 'mailIdentity') ?? domainName;
  if (mailIdentity && !ADDRESS.test(mailIdentity) && !DOMAIN.test(mailIdentity))
    throw new Error(`mailIdentity "${mailIdentity}" must be a domain (jobs.example.pk) or an address`);
  const identityDomain = mailIdentity ? (ADDRESS.exec(mailIdentity)?.[1] ?? mailIdentity) : undefined;
  const mailFrom =
    optional(app, 'mailFrom') ??
    (mailIdentity && ADDRESS.test(mailIdentity) ? mailIdentity : `no-reply@${identityDomain ?? `${stage}.invalid`}`);
  if (!ADDRESS.test(mailFrom)) throw new Error(`mailFrom "${mailFrom}" must be an e-mail address`);
  const covered =
    mailIdentity && ADDRESS.test(mailIdentity) ? mailFrom === mailIdentity : mailFrom.endsWith(`@${identityDomain}`);
  if (mailIdentity && !covered)
    throw new Error(`mailFrom "${mailFrom}" is not covered by the identity "${mailIdentity}"`);
  const mailReplyTo = optional(app, 'mailReplyTo');
  if (mailReplyTo && !ADDRESS.test(mailReplyTo))
    throw new Error(`mailReplyTo "${mailReplyTo}" must be an e-mail address`);
  return { mailIdentity, mailFrom, mailReplyTo };
}
/** A Secrets Manager version id (a UUID, 32 to 64 characters). */
const SECRET_VERSION_ID = /^[A-Za-z0-9-]{32,64}$/;

function optional(app: App, key: string): string | undefined {
  const value = app.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function stageConfig(app: App, build: Pick<StageConfig, 'version' | 'commit' | 'buildTime'>): StageConfig {
  const stage = optional(app, 'stage') ?? 'dev';
  if (!STAGE_NAME.test(stage)) throw new Error(`stage "${stage}" must be 2-16 lower-case letters, digits or dashes`);
  const domainName = optional(app, 'domainName');
  const certificateArn = optional(app, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn))
    throw new Error('domainName and certificateArn go together: pass both, or neither');
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:'))
    throw new Error('CloudFront needs the certificate in us-east-1 (arn:aws:acm:us-east-1:...)');
  const originVerifyVersions = optional(app, 'originVerifyVersions')?.split(',');
  if (originVerifyVersions?.some((v) => !SECRET_VERSION_ID.test(v)))
    throw new Error(
      'originVerifyVersions: the secret version ids (UUIDs), comma-separated, the one CloudFront sends first',
    );
  return {
    stage,
    production: stage === 'prod',
    domainName,
    certificateArn,
    alarmEmail: optional(app, 'alarmEmail'),
    authDomainPrefix: optional(app, 'authDomainPrefix'),
    ...mailSender(app, stage, domainName),
    originVerifyVersions,
    ...build,
  };
}
