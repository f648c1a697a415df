/** Turkish messages of spec §8, shown by the web for each HTTP status and sent by the server. */
export const httpMessages = {
  unauthenticated: 'Kullanıcı girişi yapmalısınız.',
  forbidden: 'Bunu yapmaya yetkili değilsiniz.',
  notFound: 'Öğe bulunamadı.',
  serverErrorRead: 'Sunucu hatası. Veriler yüklenemedi.',
  serverErrorWrite: 'Sunucu hatası. İşleminiz kaydedilmedi.',
  maintenance: 'Sunucu bakım modunda. Lütfen daha sonra tekrar deneyin.',
  tooManyRequests: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  validationFailed: 'Girilen bilgiler geçersiz.',
} as const;

/** Body of every error response: 422 carries per-field messages. */
export type ErrorBody = {
  message: string;
  errors?: Record<string, string[]>;
};

/** Laravel-style meta of a list response. */
export type ListMeta = {
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
  totals?: Record<string, number>;
  warnings?: string[];
};

export type ListResponse<T> = { data: T[]; meta: ListMeta };
export type ItemResponse<T> = { data: T; meta?: { warnings?: string[] } };
