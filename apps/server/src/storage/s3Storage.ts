import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage, StoredFile } from './fileStorage';
import { assertKey } from './localStorage';

export type S3Settings = {
  bucket: string;
  /** Keys go under this folder of the bucket ('' for the top), so one bucket may serve several installations. */
  prefix: string;
  region: string;
  /** An S3-compatible service other than AWS (MinIO, Ceph, a cloud's object storage). */
  endpoint: string | null;
  /** bucket.host/key (virtual-hosted, AWS) or host/bucket/key (path style, most other services). */
  forcePathStyle: boolean;
  /** Without keys the SDK's own chain is used (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
};

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));

/** Files in an S3 bucket: writers write to a temporary local file, which is uploaded and then removed. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible services do not read the SDK's newer
      // `aws-chunked` uploads with trailing checksums, and would store the framing with the file.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  }

  private objectKey(key: string): string {
    assertKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async create(key: string, write: (file: string) => Promise<void>): Promise<void> {
    const objectKey = this.objectKey(key);
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'site-file-'));
    // The same name, so writers that read the extension from the path behave as they do locally.
    const file = path.join(dir, path.basename(key) || randomUUID());
    try {
      await write(file);
      const { size } = await fs.promises.stat(file);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: objectKey,
          Body: fs.createReadStream(file),
          ContentLength: size,
        }),
      );
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!object.Body) return null;
      return {
        body: object.Body as Readable,
        size: Number(object.ContentLength ?? 0),
        modifiedAt: object.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const file = await this.get(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  async purge(prefix: string, name: RegExp, maxAgeMs: number): Promise<number> {
    const folder = `${this.settings.prefix}${prefix ? `${prefix}/` : ''}`;
    const cutoff = Date.now() - maxAgeMs;
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: folder,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const entry = (object.Key ?? '').slice(folder.length);
        if (!name.test(entry) || !object.LastModified || object.LastModified.getTime() >= cutoff) continue;
        await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: object.Key }));
        deleted++;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }

  destroy(): void {
    this.client.destroy();
  }
}
