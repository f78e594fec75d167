import * as z from 'zod';

/**
 * The API's configuration, read from the environment once, when the module loads, and checked.
 * Nothing else reads process.env: a missing or malformed variable fails the cold start loudly
 * instead of failing a request later.
 */
const envSchema = z.object({
  STAGE: z.string().min(1).default('local'),
  TABLE_NAME: z.string().min(3),
  BUCKET_NAME: z.string().min(3),
  AWS_REGION: z.string().min(1).default('ap-south-1'),
  /** Local stand-ins; unset in AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  /** Where browsers reach the S3 stand-in (through the site's origin); presigned URLs point there. */
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  /** In AWS: the site's /_files, through which browsers fetch presigned downloads (web-security.ts). */
  S3_DOWNLOAD_BASE: z.url().optional(),
  /** The site's own origin, e.g. https://jobs.example.pk; state-changing calls must come from it. */
  SITE_ORIGIN: z.url(),
  /**
   * What CloudFront puts in the x-origin-verify header on its way to the API (infra's
   * origin-verify.ts; the front server locally): a request without it did not pass CloudFront and
   * its WAF, and is refused. During a rotation, the new and the old value, comma-separated. Unset
   * (unit and integration tests calling the handlers directly), nothing is checked.
   */
  ORIGIN_VERIFY_SECRET: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? [] : value.split(',')))
    .pipe(z.array(z.string().min(32, 'each value must be at least 32 characters'))),
  /** The OpenID provider seekers sign in with: Cognito in AWS, oidc-provider locally. */
  OIDC_ISSUER: z.url(),
  OIDC_CLIENT_ID: z.string().min(1),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where the provider sends the browser back; defaults to SITE_ORIGIN/api/callback. */
  OIDC_REDIRECT_URI: z.url().optional(),
  /** Where sign-out also ends the provider's own session (Cognito's /logout), if anywhere. */
  OIDC_LOGOUT_URL: z.url().optional(),
  /** The site's CloudFront distribution, whose cached pages an admin's edit clears; unset locally (no edge cache). */
  DISTRIBUTION_ID: z.string().min(1).optional(),
  /**
   * The OpenSearch endpoint search and alert matching use (search/opensearch): the domain's HTTPS
   * endpoint in AWS, requests signed with the function's role; the local node's http://127.0.0.1:<port>
   * locally, unsigned. Unset, searches answer 503 and the plain lists still work from the table.
   */
  OPENSEARCH_ENDPOINT: z.url().optional(),
  /** Prefix of the index aliases (<prefix>-jobs, <prefix>-alerts): one per stage, or per test run. */
  OPENSEARCH_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,40}$/)
    .default('modern-jobs'),
  /**
   * Who the e-mails are from (the From address; its name is the brand) and, if set, where replies
   * go. Only the mail workers send, and they refuse to start without MAIL_FROM (mail/mail-config.ts).
   */
  MAIL_FROM: z.email().optional(),
  MAIL_REPLY_TO: z.email().optional(),
  /** Locally: the SMTP server mail goes to (maildev), e.g. smtp://127.0.0.1:1025. Unset in AWS: SES sends. */
  SMTP_URL: z.url().optional(),
  /** In AWS: the SES configuration set every e-mail is sent with (its events, its reputation). */
  SES_CONFIGURATION_SET: z.string().min(1).optional(),
  APP_VERSION: z.string().default('0.0.0'),
  APP_COMMIT: z.string().default('unknown'),
  APP_BUILD_TIME: z.string().default('unknown'),
  /**
   * Signs the links in e-mails that act without a sign-in (unsubscribe: auth/link-tokens.ts). In AWS
   * a Secrets Manager value (infra), locally one the stack keeps in its data folder. Only the
   * functions that make or check such links need it, and they refuse to work without it.
   */
  LINK_SECRET: z.string().min(32).optional(),
  /**
   * The payment gateways' merchant settings, as JSON by gateway id (wallet/gateway-config.ts): in AWS
   * a Secrets Manager value (infra), locally the stand-ins' own, from the data folder. Only the
   * wallet's payment functions have it; without it, Add Funds answers 503.
   */
  WALLET_GATEWAYS: z.string().min(2).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * What the logs, metrics and traces name as their service (Powertools' own variable): in AWS each
   * function's handler name (infra), so a line, a metric or a trace says which function it came from.
   */
  POWERTOOLS_SERVICE_NAME: z.string().min(1).default('modern-jobs'),
});

export type Config = z.infer<typeof envSchema>;

function load(): Config {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  return parsed.data;
}

export const config: Config = load();
