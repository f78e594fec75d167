import S3rver from 's3rver';

/**
 * s3rver's own built-in credentials; it checks signatures made with them. Browsers reach it through
 * the site's origin with the Host header and path they were signed for (front.ts), so it can.
 */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** An S3-compatible server on loopback, storing objects under `directory`. */
export async function startS3(options: { port: number; directory: string; bucket: string }) {
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [] }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => server.close(),
  };
}
