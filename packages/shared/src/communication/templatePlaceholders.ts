// The fields a notification template may name, as {{key}}, and how a text is filled in with them.

/** One field of the catalogue: what the template writes, what the picker shows, an example value. */
export type TemplatePlaceholder = {
  key: string;
  label: string;
  example: string;
  /** Where the value comes from. */
  source: 'resident' | 'house' | 'cluster' | 'balance' | 'date';
};

/** Every field a template may use; the picker offers them in this order. */
export const TEMPLATE_PLACEHOLDERS = [
  { key: 'ad_soyad', label: 'Ad Soyad', example: 'Ayşe Yılmaz', source: 'resident' },
  { key: 'telefon', label: 'Telefon', example: '+90 532 000 00 00', source: 'resident' },
  { key: 'bagimsiz_bolum', label: 'Bağımsız Bölüm', example: 'A Blok 12', source: 'house' },
  { key: 'blok', label: 'Blok', example: 'A Blok', source: 'house' },
  { key: 'kapi_no', label: 'Kapı No', example: '12', source: 'house' },
  { key: 'site_adi', label: 'Site Adı', example: 'Kardelen Sitesi', source: 'cluster' },
  { key: 'iban', label: 'IBAN', example: 'TR33 0006 1005 1978 6457 8413 26', source: 'cluster' },
  { key: 'banka_hesabi', label: 'Banka Hesabı', example: 'Ziraat Aidat Hesabı', source: 'cluster' },
  { key: 'bakiye', label: 'Bakiye', example: '1.250,00 TL', source: 'balance' },
  { key: 'son_odeme_gunu', label: 'Son Ödeme Günü', example: '15.07.2026', source: 'cluster' },
  { key: 'tarih', label: 'Tarih', example: '01.07.2026', source: 'date' },
] as const satisfies readonly TemplatePlaceholder[];

export type TemplatePlaceholderKey = (typeof TEMPLATE_PLACEHOLDERS)[number]['key'];
export type TemplateValues = Partial<Record<TemplatePlaceholderKey, string>>;

const KNOWN = new Set<string>(TEMPLATE_PLACEHOLDERS.map((p) => p.key));
// {{ key }} with optional spaces inside the braces; keys are lower-case ASCII words.
const PLACEHOLDER = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** '{{ad_soyad}}', as the picker inserts it. */
export const placeholderText = (key: string): string => `{{${key}}}`;

/** The placeholders of a text that the catalogue does not know, each once, in the order written. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) if (!KNOWN.has(match[1])) unknown.add(match[1]);
  return [...unknown];
}

/** The message a save answers for a placeholder the catalogue does not know. */
export const unknownPlaceholderMessage = (key: string): string => `Bilinmeyen alan: {{${key}}}`;

/**
 * The text with each placeholder replaced by its value; a known one without a value (a resident without a
 * house) becomes empty, an unknown one stays as written.
 */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (whole, key: string) =>
    KNOWN.has(key) ? (values[key as TemplatePlaceholderKey] ?? '') : whole,
  );
}
