import type { Route } from '@modern-jobs/domain/routes';
import { NestedStack } from 'aws-cdk-lib';
import { type HttpApi, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { pascal } from '../names.ts';
import { InlineGrantsRole } from './inline-grants-role.ts';
import { RoleLambdaIntegration } from './role-lambda-integration.ts';

export interface RouteStackProps {
  httpApi: HttpApi;
  description: string;
}

/**
 * One group's routes of the HTTP API (route-groups.ts) in a nested stack: each route and its
 * integration, and the one role API Gateway invokes the group's functions as. The site stack keeps
 * each route's function, role and log group, and stays within CloudFormation's 500 resources as the
 * API grows (test/resource-budget.test.ts). What a route refers to in the site stack (the API, its
 * function's ARN) comes in as a parameter CDK adds.
 */
export class RouteStack extends NestedStack {
  /**
   * May invoke exactly this group's route functions: one resource for the group, where a Lambda
   * permission per route would be one per route; one role per group, as one for the whole API would
   * outgrow IAM's 10,240 characters of inline policy.
   */
  readonly invokeRole: InlineGrantsRole;
  private readonly httpApi: HttpApi;
  private readonly invokes: PolicyStatement;

  constructor(scope: Construct, id: string, { httpApi, description }: RouteStackProps) {
    super(scope, id, { description });
    this.httpApi = httpApi;
    this.invokeRole = new InlineGrantsRole(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: `API Gateway: invokes the ${id} functions`,
    });
    // The functions themselves, unqualified as the integrations name them: no version or alias wildcard.
    this.invokes = new PolicyStatement({ actions: ['lambda:InvokeFunction'] });
    this.invokeRole.addToPolicy(this.invokes);
  }

  /** The route, calling its function through the group's invoke role. */
  add(route: Route, fn: IFunction): HttpRoute {
    const name = pascal(route.handler);
    this.invokes.addResources(fn.functionArn);
    return new HttpRoute(this, `${name}Route`, {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new RoleLambdaIntegration(`${name}Integration`, fn, this.invokeRole),
    });
  }
}
