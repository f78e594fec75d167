import {
  HttpIntegrationType,
  HttpRouteIntegration,
  type HttpRouteIntegrationConfig,
  IntegrationCredentials,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

/**
 * A Lambda proxy integration (payload 2.0, as CDK's HttpLambdaIntegration) that API Gateway calls as
 * `role`, instead of through a Lambda permission CDK would add to the function for each route. The
 * role is its route stack's invoke role (route-stack.ts), which may invoke exactly that group's route
 * functions: one resource per group instead of one per route, against CloudFormation's 500 per stack.
 */
export class RoleLambdaIntegration extends HttpRouteIntegration {
  private readonly fn: IFunction;
  private readonly role: IRole;

  constructor(id: string, fn: IFunction, role: IRole) {
    super(id);
    this.fn = fn;
    this.role = role;
  }

  bind(): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.fn.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      credentials: IntegrationCredentials.fromRole(this.role),
    };
  }
}
