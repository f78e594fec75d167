import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnManagedLoginBranding,
  type CfnUserPoolClient,
  FeaturePlan,
  ManagedLoginVersion,
  Mfa,
  OAuthScope,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.ts';
import type { StageConfig } from '../stage-config.ts';

export interface AuthProps {
  config: StageConfig;
  /** the site's origin, e.g. https://jobs.example.pk; callback and logout URLs hang off it */
  siteOrigin: string;
}

/**
 * Seekers' sign-in: a Cognito user pool with e-mail sign-in and self sign-up, its managed login on a
 * Cognito domain, and one app client for the API's authorization-code flow with PKCE.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  /** the OpenID issuer the API discovers the provider from */
  readonly issuer: string;
  /** Cognito's logout endpoint; the API adds client_id and logout_uri */
  readonly logoutUrl: string;

  constructor(scope: Construct, id: string, { config, siteOrigin }: AuthProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'Seekers', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: config.production,
      removalPolicy: config.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'MFA is offered (TOTP) but not required: seekers on shared, cheap phones would be locked out of applying.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'The Plus plan (threat protection) costs per active user; seekers hold no money here, and admin sign-in has its own lockout.',
    );

    this.domain = this.userPool.addDomain('ManagedLogin', {
      cognitoDomain: { domainPrefix: config.authDomainPrefix ?? `modern-jobs-${config.stage}-${Aws.ACCOUNT_ID}` },
      managedLoginVersion: ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });

    this.client = this.userPool.addClient('Web', {
      // The API is the client (backend for frontend); PKCE, state and nonce protect the code, and no
      // secret has to live in the functions' environment.
      generateSecret: false,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${siteOrigin}/api/callback`],
        logoutUrls: [`${siteOrigin}/`],
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(60),
      accessTokenValidity: Duration.minutes(60),
      refreshTokenValidity: Duration.days(30),
    });
    // Only the hosted code flow: no password or SRP sign-in straight against the pool.
    (this.client.node.defaultChild as CfnUserPoolClient).explicitAuthFlows = ['ALLOW_REFRESH_TOKEN_AUTH'];

    new CfnManagedLoginBranding(this, 'Branding', {
      userPoolId: this.userPool.userPoolId,
      clientId: this.client.userPoolClientId,
      useCognitoProvidedValues: true,
    });

    this.issuer = `https://cognito-idp.${Aws.REGION}.amazonaws.com/${this.userPool.userPoolId}`;
    this.logoutUrl = `${this.domain.baseUrl()}/logout`;
  }
}
