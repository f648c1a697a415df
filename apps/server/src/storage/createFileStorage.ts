import type { Config } from '../config';
import type { FileStorage } from './fileStorage';
import { LocalFileStorage } from './localStorage';
import { S3FileStorage } from './s3Storage';

/** The storage the configuration names: S3 when STORAGE=s3, otherwise the local FILES_DIR folder. */
export function createFileStorage(config: Pick<Config, 'filesDir' | 's3'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.filesDir);
}
