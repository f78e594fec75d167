import {
  type AddToPrincipalPolicyResult,
  PolicyDocument,
  type PolicyStatement,
  Role,
  type RoleProps,
} from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/**
 * A role that carries its grants itself, as one inline policy of the AWS::IAM::Role, where CDK would
 * add a separate AWS::IAM::Policy (its DefaultPolicy). The statements are the same, one by one; the
 * stack has one resource fewer per function, and the site stack is bounded by CloudFormation's 500
 * resources (test/resource-budget.test.ts). Every grant made to the role lands here: ours
 * (grants.ts, addToPolicy) and CDK's (log group, X-Ray, event sources, dead-letter queues, invoke).
 * Both kinds are inline policies of the role in IAM, so their size limit (10,240 characters per role)
 * is the same.
 */
export class InlineGrantsRole extends Role {
  // Not `grants`: Role has one (its RoleGrants), which this must not hide.
  private readonly document: PolicyDocument;

  constructor(scope: Construct, id: string, props: Omit<RoleProps, 'inlinePolicies'>) {
    const document = new PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { Grants: document } });
    this.document = document;
    // An empty inline policy is invalid in CloudFormation; every role here is made to hold grants.
    this.node.addValidation({ validate: () => (document.isEmpty ? [`${this.node.path} holds no grant`] : []) });
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.document.addStatements(statement);
    // What must wait for the grant (e.g. an event source mapping) waits for the role that holds it.
    return { statementAdded: true, policyDependable: this };
  }
}
