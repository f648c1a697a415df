// What a statement file may be, and the messages when it is not.

export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 20_000;

export const FILE_TYPE_MESSAGE = 'Sadece CSV veya XLSX dosyası yükleyebilirsiniz.';
export const FILE_SIZE_MESSAGE = 'Dosya en fazla 5 MB olabilir.';
export const TOO_MANY_ROWS_MESSAGE = 'Dosyada en fazla 20.000 satır olabilir.';
export const EMPTY_FILE_MESSAGE = 'Dosyada hareket bulunamadı.';
export const MISSING_COLUMN_MESSAGE = (name: string) => `Dosyada '${name}' sütunu yok.`;

/** A problem of the uploaded file, shown to the user on the file field. */
export class StatementError extends Error {}
