import type { SearchAccess } from '@modern-jobs/domain/data-access';
import { RemovalPolicy } from 'aws-cdk-lib';
import { EbsDeviceVolumeType } from 'aws-cdk-lib/aws-ec2';
import { PolicyStatement, type Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, ResourcePolicy, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Domain, EngineVersion, TLSSecurityPolicy } from 'aws-cdk-lib/aws-opensearchservice';
import { Construct } from 'constructs';
import { acknowledge, acknowledgeWildcards, arnToken } from '../nag.ts';
import type { StageConfig } from '../stage-config.ts';

/**
 * The search engine: an Amazon OpenSearch Service domain (not Serverless: a dev stage costs ~$30 a
 * month against Serverless's minimum of one OCU, ~$175; and job search needs the percolator, a
 * refresh it can wait for, and external versions, which a managed domain has). Sized per stage:
 * one small node for dev, three data nodes in three zones with three dedicated masters in prod.
 * Requests are signed with each function's own role; its identity policy names the paths it may use
 * (the domain's own access policy is left empty, so nothing else gets in).
 */
export interface SearchSizing {
  dataNodes: number;
  dataNodeType: string;
  masterNodes: number;
  masterNodeType: string;
  volumeGiB: number;
  zones: number;
}

export const SEARCH_SIZING: Record<'dev' | 'prod', SearchSizing> = {
  // 100,000 open jobs and 1,000,000 alerts hold ~3 GB with their n-grams: far inside 10 GB.
  dev: { dataNodes: 1, dataNodeType: 't3.small.search', masterNodes: 0, masterNodeType: '', volumeGiB: 10, zones: 1 },
  prod: {
    dataNodes: 3,
    dataNodeType: 'm7g.large.search',
    masterNodes: 3,
    masterNodeType: 'm7g.large.search',
    volumeGiB: 50,
    zones: 3,
  },
};

export class Search extends Construct {
  readonly domain: Domain;
  /** The alias prefix of this stage's indexes (<prefix>-jobs, <prefix>-alerts). */
  readonly indexPrefix: string;
  readonly replicas: number;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const size = SEARCH_SIZING[config.production ? 'prod' : 'dev'];
    this.indexPrefix = config.stage;
    this.replicas = Math.min(size.dataNodes - 1, 2);
    const retention = config.production ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS;
    const removalPolicy = config.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const logs = {
      slowSearch: new LogGroup(this, 'SlowSearchLogs', { retention, removalPolicy }),
      slowIndex: new LogGroup(this, 'SlowIndexLogs', { retention, removalPolicy }),
      app: new LogGroup(this, 'AppLogs', { retention, removalPolicy }),
    };
    new ResourcePolicy(this, 'LogsPolicy', {
      policyStatements: [
        new PolicyStatement({
          principals: [new ServicePrincipal('es.amazonaws.com')],
          actions: ['logs:PutLogEvents', 'logs:CreateLogStream'],
          resources: Object.values(logs).map((group) => group.logGroupArn),
        }),
      ],
    });
    this.domain = new Domain(this, 'Domain', {
      version: EngineVersion.OPENSEARCH_2_19,
      capacity: {
        dataNodes: size.dataNodes,
        dataNodeInstanceType: size.dataNodeType,
        ...(size.masterNodes > 0 ? { masterNodes: size.masterNodes, masterNodeInstanceType: size.masterNodeType } : {}),
        multiAzWithStandbyEnabled: false,
      },
      zoneAwareness: size.zones > 1 ? { enabled: true, availabilityZoneCount: size.zones } : { enabled: false },
      ebs: { volumeSize: size.volumeGiB, volumeType: EbsDeviceVolumeType.GP3 },
      encryptionAtRest: { enabled: true },
      nodeToNodeEncryption: true,
      enforceHttps: true,
      tlsSecurityPolicy: TLSSecurityPolicy.TLS_1_2,
      logging: {
        slowSearchLogEnabled: true,
        slowSearchLogGroup: logs.slowSearch,
        slowIndexLogEnabled: true,
        slowIndexLogGroup: logs.slowIndex,
        appLogEnabled: true,
        appLogGroup: logs.app,
      },
      // The log groups' resource policy is declared below, as CloudFormation's own resource: CDK's
      // default writes it through a custom-resource function, one more Lambda for cdk-nag to excuse.
      suppressLogsResourcePolicy: true,
      // The index is rebuilt from the table in minutes (npm run rebuild-search): keeping it buys nothing.
      removalPolicy: config.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    acknowledge(
      this.domain,
      'AwsSolutions-OS1',
      'The functions are not in a VPC: the domain is reached over HTTPS with SigV4 signed by each function role, whose policy names the paths it may use.',
    );
    acknowledge(
      this.domain,
      'AwsSolutions-OS3',
      'Access is by IAM, not by IP: Lambda has no fixed addresses; each function role names the paths it may use.',
    );
    if (size.masterNodes === 0) {
      acknowledge(this.domain, 'AwsSolutions-OS4', 'A dev stage is one small node; prod has three dedicated masters.');
      acknowledge(
        this.domain,
        'AwsSolutions-OS7',
        'A dev stage is one small node; prod has zone awareness over three zones.',
      );
    }
    // Fine-grained access control would need a master user; IAM paths per role do the job here.
    acknowledge(this.domain, 'AwsSolutions-OS5', 'No access policy: only roles whose IAM policy names a path get in.');
  }

  /** Grants a function exactly its declared search access, path by path. */
  grant(role: Role, access: SearchAccess | undefined): void {
    if (!access) return;
    const domain = this.domain.domainArn;
    const paths: string[] = [];
    for (const kind of access.read ?? []) paths.push(`${domain}/${this.indexPrefix}-${kind}/_search`);
    if (paths.length > 0)
      role.addToPolicy(new PolicyStatement({ actions: ['es:ESHttpPost', 'es:ESHttpGet'], resources: paths }));
    if (access.write) {
      // The indexer: bulk writes, and on a new stage the first index version and its alias.
      const indexes = [`${domain}/${this.indexPrefix}-*`];
      role.addToPolicy(
        new PolicyStatement({
          actions: ['es:ESHttpPost', 'es:ESHttpPut', 'es:ESHttpGet', 'es:ESHttpHead'],
          resources: [`${domain}/_bulk`, `${domain}/_aliases`, `${domain}/_alias/*`, ...indexes],
        }),
      );
      acknowledgeWildcards(
        role,
        [`${arnToken(this.domain)}/${this.indexPrefix}-*`, `${arnToken(this.domain)}/_alias/*`],
        "The indexer writes this stage's index versions, named <stage>-jobs-<version>, and reads their aliases.",
      );
    }
  }
}
