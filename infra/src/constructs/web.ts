import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@modern-jobs/domain/routes';
import {
  contentSecurityPolicy,
  DOWNLOADS_PATH,
  HSTS_MAX_AGE_SECONDS,
  inlineScriptHashes,
  PAGE_SECURITY_HEADERS,
  VIEWER_CACHE_CONTROL,
} from '@modern-jobs/domain/web-security';
import { SHARE_CARD_PREFIX } from '@modern-jobs/domain/workers';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.ts';
import type { StageConfig } from '../stage-config.ts';
import { PRIVATE_BUCKET } from './storage.ts';

export interface WebProps {
  config: StageConfig;
  /** the SPA's production build (packages/web/dist) */
  webDist: string;
  /** the HTTP API's host name */
  apiDomainName: string;
  /** headers CloudFront adds to every request to the API (the origin-verify secret) */
  apiOriginHeaders: Record<string, string>;
  /** where browsers PUT uploads (presigned), for the CSP's connect-src */
  uploadsOrigin: string;
  /** the uploads bucket's regional host, which presigned downloads are signed for */
  uploadsDomainName: string;
  logs: Bucket;
  /** the WAF web ACL (CLOUDFRONT scope, us-east-1) */
  webAclArn: string;
}

const ONE_YEAR = Duration.days(365);

/**
 * The CloudFront path patterns of the pages the API renders (the route table's pages): their
 * parameter and what follows become a wildcard, `/job/{id}` → `/job/*`.
 */
const patternOf = (path: string) => path.replace(/\{[^}]+\}.*$/, '*');
/** Objects anyone may fetch, the same for everyone (get-object.ts): company logos and job share cards. */
export const PUBLIC_OBJECT_PATTERNS = ['/objects/logos/*', `/objects/${SHARE_CARD_PREFIX}*`] as const;

export const PAGE_PATTERNS = [...new Set(ROUTES.filter((route) => route.page).map((route) => patternOf(route.path)))];

/**
 * The path patterns of the API's public reads that are the same for everyone (the route table's
 * sharedCache routes). Other methods on the same paths (an admin's PUT or DELETE) pass through
 * uncached with everything they carry: CloudFront only ever keeps GET and HEAD answers.
 */
export const SHARED_READ_PATTERNS = [
  ...new Set(ROUTES.filter((route) => route.sharedCache).map((route) => patternOf(route.path))),
];

/**
 * The site: the SPA's bucket behind CloudFront (Origin Access Control), /api/* and /objects/* passed to
 * the API uncached with cookies and query strings, public logos cached, security headers on every
 * page, WAF in front, and the build deployed with its version.
 */
export class Web extends Construct {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  /** index.html and version.json, deployed after the assets, with the pages' invalidation */
  readonly pagesDeployment: BucketDeployment;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;

    this.siteBucket = new Bucket(this, 'Site', {
      ...PRIVATE_BUCKET,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const scriptHashes = inlineScriptHashes(readFileSync(join(props.webDist, 'index.html'), 'utf8'));
    const hsts = {
      accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
      includeSubdomains: true,
      override: true,
    };
    const pageSecurity = {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({ scriptHashes, connectSources: [props.uploadsOrigin] }),
        override: true,
      },
      strictTransportSecurity: hsts,
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    };
    const permissions = {
      header: 'Permissions-Policy',
      value: PAGE_SECURITY_HEADERS['Permissions-Policy'],
      override: true,
    };
    const pageHeaders = new ResponseHeadersPolicy(this, 'PageHeaders', {
      comment: 'Modern Jobs pages: CSP, HSTS, nosniff, no framing',
      securityHeadersBehavior: pageSecurity,
      customHeadersBehavior: { customHeaders: [permissions] },
    });
    // Pages and reads CloudFront keeps: the origin's s-maxage and stale-while-revalidate are the edge's;
    // browsers are told to ask again every time (VIEWER_CACHE_CONTROL), or they would serve stale copies.
    const viewerNoCache = { header: 'Cache-Control', value: VIEWER_CACHE_CONTROL, override: true };
    const keptPageHeaders = new ResponseHeadersPolicy(this, 'KeptPageHeaders', {
      comment: 'Pages the API renders: the page headers, and browsers always ask again',
      securityHeadersBehavior: pageSecurity,
      customHeadersBehavior: { customHeaders: [permissions, viewerNoCache] },
    });
    // The API sets its own headers (http/preset.ts); CloudFront only makes sure of transport security.
    const apiHeaders = new ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: 'Modern Jobs API: HSTS and nosniff, the rest from the API',
      securityHeadersBehavior: {
        strictTransportSecurity: hsts,
        contentTypeOptions: { override: true },
      },
    });

    const keptApiHeaders = new ResponseHeadersPolicy(this, 'KeptApiHeaders', {
      comment: 'Public API reads CloudFront keeps: HSTS and nosniff, and browsers always ask again',
      securityHeadersBehavior: { strictTransportSecurity: hsts, contentTypeOptions: { override: true } },
      customHeadersBehavior: { customHeaders: [viewerNoCache] },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'App routes to index.html; files and the API untouched',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromFile({ filePath: join(import.meta.dirname, 'spa-rewrite.js') }),
    });

    // CloudFront overwrites a viewer's header of the same name, so the secret cannot be forged through it.
    const api = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: props.apiOriginHeaders,
    });
    const apiBehavior = {
      origin: api,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Cookies, query strings and Origin reach the API; Host stays the API's own.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: apiHeaders,
      compress: true,
    };
    // The public reads the same for everyone (GET /api/jobs, a job, a setting): kept at each edge as
    // long as the API says (packages/api/src/http/shared-cache.ts), by path and query only, so a rush
    // of visitors to the home page costs DynamoDB a read per half minute per edge. Cookies and Origin
    // still reach the API, for the admin's writes to the same paths.
    const sharedReads = new CachePolicy(this, 'SharedReads', {
      comment: 'Public API reads, the same for everyone: as long as they say, by path and query',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.hours(1),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Logos are public and the API marks them cacheable; nothing of the viewer's is forwarded, so one
    // cached copy serves everyone.
    const publicObjects = new CachePolicy(this, 'LogoCache', {
      comment: 'Public company logos and job share cards: cached as the API says, no cookies',
      defaultTtl: Duration.days(1),
      minTtl: Duration.seconds(0),
      maxTtl: ONE_YEAR,
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // The pages the API renders (a job's): one copy for everyone at each edge, for as long as the
    // page says (s-maxage, stale-while-revalidate: packages/api/src/pages/page-response.ts); no
    // cookie, query string or header of the viewer's reaches it or splits the cache. An admin's edit
    // or delete invalidates the job's page; a deploy, all of them (DeployPages below).
    const pageCache = new CachePolicy(this, 'PageCache', {
      comment: 'Pages the API renders: as long as they say, one copy for everyone',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const pageBehavior = {
      origin: api,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: pageCache,
      responseHeadersPolicy: keptPageHeaders,
      compress: true,
    };

    // Presigned downloads (files over 4 MB, CV links) pass through the site, so they get nosniff and
    // HSTS, which S3 cannot send, and stay on the site's origin. The signature is S3's to check:
    // nothing of the viewer's but the query string is forwarded, and Host is the bucket's own.
    const downloadsRewrite = new CloudFrontFunction(this, 'DownloadsRewrite', {
      comment: `${DOWNLOADS_PATH}/<key> to the uploads bucket's /<key>`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromFile({ filePath: join(import.meta.dirname, 'downloads-rewrite.js') }),
    });
    const downloadsBehavior = {
      origin: new HttpOrigin(props.uploadsDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: new OriginRequestPolicy(this, 'PresignedQuery', {
        comment: 'Presigned downloads: the signed query string only; no cookies, no viewer headers',
        queryStringBehavior: OriginRequestQueryStringBehavior.all(),
        cookieBehavior: OriginRequestCookieBehavior.none(),
        headerBehavior: OriginRequestHeaderBehavior.none(),
      }),
      responseHeadersPolicy: apiHeaders,
      functionAssociations: [{ function: downloadsRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    const certificate = config.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Modern Jobs (${config.stage})`,
      // No default root object: `/` is a page the API renders (its own behaviour, PAGE_PATTERNS), and
      // any other app path gets index.html from the default behaviour's spa-rewrite.
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: pageHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      // Order matters: CloudFront takes the first pattern that matches.
      additionalBehaviors: {
        ...Object.fromEntries(
          SHARED_READ_PATTERNS.map((pattern) => [
            pattern,
            { ...apiBehavior, cachePolicy: sharedReads, responseHeadersPolicy: keptApiHeaders },
          ]),
        ),
        '/api/*': apiBehavior,
        // Public objects: one copy for everyone, for as long as the API says (a card's name is its content).
        ...Object.fromEntries(
          PUBLIC_OBJECT_PATTERNS.map((pattern) => [
            pattern,
            {
              ...apiBehavior,
              allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
              cachePolicy: publicObjects,
              originRequestPolicy: undefined,
            },
          ]),
        ),
        '/objects/*': apiBehavior,
        ...Object.fromEntries(PAGE_PATTERNS.map((pattern) => [pattern, pageBehavior])),
        [`${DOWNLOADS_PATH}/*`]: downloadsBehavior,
      },
      domainNames: config.domainName ? [config.domainName] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Includes the edge locations nearest Pakistan and the Gulf (India, Middle East).
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
    });
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'A job board for Pakistanis at home and abroad: no country may be blocked.',
    );
    if (!certificate) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain CloudFront serves its default certificate, whose TLS floor cannot be raised; set domainName and certificateArn.',
      );
    }

    const version = {
      version: config.version,
      commit: config.commit,
      buildTime: config.buildTime,
      stage: config.stage,
    };
    // Hashed assets first and for a year; index.html and version.json are always revalidated.
    const assets = new BucketDeployment(this, 'DeployAssets', {
      destinationBucket: this.siteBucket,
      // Vite's manifest (.vite/) is for the bundle benchmark, not for visitors.
      sources: [Source.asset(props.webDist, { exclude: ['index.html', '.vite'] })],
      exclude: ['index.html', 'version.json'],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: true,
      memoryLimit: 512,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      destinationBucket: this.siteBucket,
      sources: [
        Source.asset(props.webDist, { exclude: ['**', '!index.html'] }),
        Source.jsonData('version.json', version),
      ],
      prune: false,
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      // A cached page names the assets of its build, which this deploy has just pruned.
      distributionPaths: ['/index.html', '/version.json', ...PAGE_PATTERNS],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);
    this.pagesDeployment = pages;
  }
}
