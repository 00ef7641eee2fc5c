import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { UPLOAD_CACHE_CONTROL } from './names';
import type { UploadStore } from './store';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2): shared by every instance. */
export function createS3Store(config: S3Config): UploadStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const key = (name: string) => `${config.prefix}${name}`;
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
          // For a CDN or anyone reading the bucket directly; this server sets its own.
          CacheControl: UPLOAD_CACHE_CONTROL,
          // Names are fresh UUIDs; never replace what another instance may have written.
          IfNoneMatch: '*',
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }),
        );
        return object.Body ? new Uint8Array(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
  };
}
