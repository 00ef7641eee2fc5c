import type { StorageConfig } from '../config';
import { createLocalStore } from './localStore';
import { createS3Store } from './s3Store';

/**
 * Where uploaded images live. Both kinds hold finished files under server-made names, written
 * once and never changed, so any instance can serve any of them and browsers may keep them
 * forever. Local disk suits one instance; with several, every instance must reach the same
 * files, which object storage gives.
 */
export interface UploadStore {
  readonly kind: StorageConfig['kind'];
  /** Stores a finished file under a name that is not taken yet. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such upload. */
  get(name: string): Promise<Uint8Array<ArrayBuffer> | null>;
}

export function createUploadStore(config: StorageConfig): UploadStore {
  return config.kind === 's3' ? createS3Store(config) : createLocalStore(config.dir);
}
