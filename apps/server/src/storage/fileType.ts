// What an uploaded file is, read from its first bytes ("magic numbers"), never from its name or the type the
// browser claims: a script renamed to .png stays a script.

export type ImageType = 'png' | 'jpg' | 'webp';
export type UploadType = ImageType | 'pdf';

/** The MIME type each recognised file is stored and served as. */
export const UPLOAD_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const satisfies Record<UploadType, string>;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG, JPEG or WebP by the file's first bytes; null for anything else. */
export function imageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

/** An image as `imageType` reads it, or a PDF ('%PDF-' at the start); null for anything else. */
export function uploadType(bytes: Buffer): UploadType | null {
  return imageType(bytes) ?? (bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdf' : null);
}
