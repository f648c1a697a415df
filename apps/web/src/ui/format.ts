import dayjs from 'dayjs';

/** dd.MM.yyyy, as Turkish screens show dates. */
export const formatDate = (value: unknown): string => (value ? dayjs(String(value)).format('DD.MM.YYYY') : '');
export const formatDateTime = (value: unknown): string =>
  value ? dayjs(String(value)).format('DD.MM.YYYY HH:mm') : '';
