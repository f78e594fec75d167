import { ORIGIN_VERIFY_HEADER } from '@modern-jobs/domain/web-security';
import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.ts';

export interface OriginVerifyProps {
  /**
   * The secret's versions in use, the one CloudFront sends first (context `originVerifyVersions`);
   * by default its current version. Only for a rotation: see below.
   */
  versions?: readonly string[];
}

/**
 * Proof that a request to the API came through CloudFront (and so through its WAF): CloudFront sends
 * a secret header, the functions refuse requests without it. An HTTP API's default execute-api
 * address cannot be switched off (disableExecuteApiEndpoint) unless clients have a custom API domain
 * to use instead, and even that domain would be public: the header is what closes the bypass. (A
 * flood sent straight there still invokes the functions, which refuse it at once, and still counts
 * against the stage's throttle: api.ts.)
 *
 * The value is generated in Secrets Manager and appears in the templates only as a dynamic reference
 * ({{resolve:secretsmanager:...}}), which CloudFormation resolves when it deploys. The functions get
 * it the same way, in their environment, rather than reading Secrets Manager themselves: no call on
 * every cold start, no SDK client and no grant; the cost is that whoever may read a function's
 * configuration (or the distribution's, which holds it anyway) can read the value, and that a new
 * value takes a deploy to reach them.
 *
 * Rotation is by hand, in three deploys so that no request is refused while CloudFront's edges
 * change over (CloudFormation resolves a dynamic reference again only when its text changes, hence
 * the version ids):
 *   1. aws secretsmanager put-secret-value --secret-id <OriginVerifySecret output> --secret-string
 *      "$(aws secretsmanager get-random-password --exclude-punctuation --password-length 48
 *      --query RandomPassword --output text)"; note the new VersionId (NEW) and, from
 *      `aws secretsmanager list-secret-version-ids`, the AWSPREVIOUS one (OLD).
 *   2. cdk deploy --all --context originVerifyVersions=OLD,NEW: CloudFront still sends OLD, the
 *      functions accept both.
 *   3. cdk deploy --all --context originVerifyVersions=NEW,OLD: CloudFront sends NEW.
 *   4. cdk deploy --all (no context): back to the current version, NEW, alone.
 */
export class OriginVerify extends Construct {
  readonly secret: Secret;
  readonly headerName = ORIGIN_VERIFY_HEADER;
  /** what CloudFront sends: a dynamic reference */
  readonly headerValue: string;
  /** what the functions accept (ORIGIN_VERIFY_SECRET): dynamic references, comma-separated */
  readonly accepted: string;

  constructor(scope: Construct, id: string, props: OriginVerifyProps = {}) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `The ${ORIGIN_VERIFY_HEADER} header CloudFront sends the API; rotation: infra/src/constructs/origin-verify.ts`,
      // Letters and digits only: safe in a header and in the functions' comma-separated list.
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      // Nothing is lost with it: a new stack generates a new value and both sides take it up.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const versions = props.versions ?? [];
    const values = versions.length
      ? versions.map((versionId) => SecretValue.secretsManager(this.secret.secretArn, { versionId }).unsafeUnwrap())
      : [this.secret.secretValue.unsafeUnwrap()];
    this.headerValue = values[0] as string;
    this.accepted = values.join(',');
    acknowledge(
      this.secret,
      'AwsSolutions-SMG4',
      'Rotated by hand in three deploys, without refusing a request (steps in infra/src/constructs/origin-verify.ts).',
    );
  }
}
