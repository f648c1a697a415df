import type { UploadType } from '../../../storage/fileType';

// The names a request's file is kept and downloaded under.

/** Each type's extensions, the first one the one a name gets when it has none of them. */
const EXTENSIONS: Record<UploadType, readonly string[]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  pdf: ['pdf'],
};
const MAX_LENGTH = 150;

/**
 * The uploaded name made safe to keep and show: its last path segment, without control characters or the
 * characters file systems refuse, at most 150 characters, ending in an extension of the type its content is
 * (a JPEG sent as 'fatura.html' is kept as 'fatura.html.jpg'). Turkish letters stay.
 */
export function safeFileName(uploaded: string, type: UploadType): string {
  const segment = uploaded.split(/[\\/]/).pop() ?? '';
  const cleaned = segment
    .replace(/[\p{Cc}"<>:|?*]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const known = EXTENSIONS[type].includes(extension);
  const stem = (known ? cleaned.slice(0, dot) : cleaned) || 'dosya';
  const suffix = `.${known ? extension : EXTENSIONS[type][0]}`;
  return `${stem.slice(0, MAX_LENGTH - suffix.length).trim()}${suffix}`;
}

/** The store's extension of a type (its key is random: `request-files/<uuid>.<ext>`). */
export const storeExtension = (type: UploadType): string => EXTENSIONS[type][0];

/**
 * `Content-Disposition: attachment` with the name twice: an ASCII fallback ('Çatı fotoğrafı.jpg' → 'Cati
 * fotografi.jpg') for old clients, and the UTF-8 name of RFC 6266 for the rest.
 */
export function attachmentDisposition(name: string): string {
  const ascii =
    name
      .replace(/ı/g, 'i')
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'dosya';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
