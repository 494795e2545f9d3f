// MEDIA_STORAGE=s3: any S3-compatible object store through the AWS SDK v3 client (AWS S3, MinIO,
// Cloudflare R2, DigitalOcean Spaces; s3rver in the tests). Objects carry their content type and
// Cache-Control, which the CDN in front of the bucket passes on.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertKey, cacheControlOf, contentTypeOf, type MediaStorage, type StoredObject } from './media-storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Custom endpoint (MinIO, R2, s3rver); AWS when unset. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (bucket in the path), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket ('' or e.g. 'media/'), so one bucket can hold several things. */
  prefix: string;
}

export function createS3Storage(s: S3Settings): MediaStorage {
  const client = new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
    // A slow store must not hold a request for ever.
    requestHandler: { requestTimeout: 15_000, connectionTimeout: 3000 },
    maxAttempts: 3,
  });
  const objectKey = (key: string) => {
    assertKey(key);
    return s.prefix + key;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType ?? contentTypeOf(key),
          CacheControl: cacheControlOf(key),
        }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: objectKey(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: objectKey(key) }));
        return { size: res.ContentLength ?? 0, modifiedMs: res.LastModified?.getTime() ?? 0 };
      } catch (err) {
        // HEAD has no body, so a missing key comes back as NotFound (or a bare 404), not NoSuchKey.
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async list(prefix) {
      const out: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s.bucket, Prefix: s.prefix + prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key) out.push({ key: o.Key.slice(s.prefix.length), size: o.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        await client.send(
          new DeleteObjectsCommand({
            Bucket: s.bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: s.bucket }));
    },
  };
}
