import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.ts';

export interface PaymentGatewaysProps {
  /** prod keeps the secret when the stack goes: the merchant accounts outlive a stack */
  production: boolean;
}

/**
 * WALLET_GATEWAYS: each payment gateway's merchant settings (packages/api/src/wallet/gateway-config.ts),
 * as JSON by gateway id, in Secrets Manager. Created empty (`{}`): Add Funds answers 503 until the
 * operator puts the merchant accounts in (README, "The wallet"), then deploys so that the functions
 * that declare paymentGateways (route table, workers) get it, as LINK_SECRET reaches its functions: a
 * dynamic reference resolved at deploy time, in their environment only.
 */
export class PaymentGateways extends Construct {
  readonly secret: Secret;
  /** what the functions get as WALLET_GATEWAYS: a dynamic reference */
  readonly value: string;

  constructor(scope: Construct, id: string, props: PaymentGatewaysProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description:
        "WALLET_GATEWAYS: the payment gateways' merchant settings (infra/src/constructs/payment-gateways.ts)",
      // Nothing secret in it yet: the operator's own value replaces it, and a deploy never writes it again.
      secretStringValue: SecretValue.unsafePlainText('{}'),
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.value = this.secret.secretValue.unsafeUnwrap();
    acknowledge(
      this.secret,
      'AwsSolutions-SMG4',
      "Merchant credentials are issued by each gateway's portal: rotated there, then put here by hand.",
    );
  }
}
