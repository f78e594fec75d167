import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Acknowledges a cdk-nag finding on one construct (and its children), with its reason in one line. */
export function acknowledge(construct: IConstruct, id: string, reason: string): void {
  Validations.of(construct).acknowledge({ id, reason });
}

/**
 * Acknowledges IAM5 (wildcard) findings one resource pattern at a time, so a new wildcard anywhere
 * else is still reported.
 */
export function acknowledgeWildcards(construct: IConstruct, resources: string[], reason: string): void {
  for (const resource of resources) acknowledge(construct, `AwsSolutions-IAM5[Resource::${resource}]`, reason);
}

/** How cdk-nag names a resource's ARN in findings, e.g. `<StorageTableB43FDCE7.Arn>`. */
export function arnToken(resource: IConstruct): string {
  const element = resource.node.defaultChild as CfnElement;
  return `<${Stack.of(resource).getLogicalId(element)}.Arn>`;
}
