import { describe, expect, it } from 'vitest';
import { resourcesOf, synthesize } from './fixtures.ts';

describe('seekers sign in with Cognito', () => {
  it('has a pool with e-mail sign-in, self sign-up and a strong password policy', async () => {
    const { template } = await synthesize();
    const [[, pool]] = resourcesOf(template, 'AWS::Cognito::UserPool') as [[string, Record<string, any>]];

    expect(pool).toMatchObject({
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    });
    const [[, domain]] = resourcesOf(template, 'AWS::Cognito::UserPoolDomain') as [[string, Record<string, any>]];
    expect(domain.ManagedLoginVersion).toBe(2);
  });

  it('has one client for the code flow, without a secret or direct password sign-in, returning to the site', async () => {
    const { template, site } = await synthesize();
    const [[, client]] = resourcesOf(template, 'AWS::Cognito::UserPoolClient') as [[string, Record<string, any>]];
    const distribution = site.getLogicalId(site.web.distribution.node.defaultChild as never);
    const origin = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }, '/api/callback']] };

    expect(client).toMatchObject({
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      SupportedIdentityProviders: ['COGNITO'],
      PreventUserExistenceErrors: 'ENABLED',
      CallbackURLs: [origin],
    });
    expect(JSON.stringify(client.LogoutURLs)).toContain('DomainName');
  });

  it('uses the custom domain for the callback and logout when one is given', async () => {
    const { template } = await synthesize({
      domainName: 'jobs.example.pk',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    const [[, client]] = resourcesOf(template, 'AWS::Cognito::UserPoolClient') as [[string, Record<string, any>]];
    const [[, distribution]] = resourcesOf(template, 'AWS::CloudFront::Distribution') as [
      [string, Record<string, any>],
    ];

    expect(client.CallbackURLs).toEqual(['https://jobs.example.pk/api/callback']);
    expect(client.LogoutURLs).toEqual(['https://jobs.example.pk/']);
    expect(distribution.DistributionConfig).toMatchObject({
      Aliases: ['jobs.example.pk'],
      ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
  });

  it('refuses a certificate outside us-east-1 and a domain without a certificate', async () => {
    await expect(synthesize({ domainName: 'jobs.example.pk' })).rejects.toThrow(/go together/);
    await expect(
      synthesize({ domainName: 'jobs.example.pk', certificateArn: 'arn:aws:acm:ap-south-1:1:certificate/x' }),
    ).rejects.toThrow(/us-east-1/);
  });
});
