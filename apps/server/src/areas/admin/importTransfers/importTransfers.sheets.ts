import { IMPORT_TRANSFER_SHEETS } from '@site/shared';
import { foldKey } from './importTransfers.values';

// The template's sheets and columns: the Turkish header each is written with, and the ways customers write it.

export type SheetKind = 'blocks' | 'houses' | 'residents' | 'balances' | 'combined';

export type Column = { key: string; header: string; aliases: string[]; required?: boolean; example: string };

const BLOCK: Column = { key: 'block', header: 'Blok', aliases: ['blok', 'blokadi', 'blokismi'], example: 'A Blok' };
const DOOR: Column = {
  key: 'door',
  header: 'Kapı No',
  aliases: [
    'kapino',
    'kapinumarasi',
    'daireno',
    'dairenumarasi',
    'daire',
    'no',
    'bagimsizbolumno',
    'bagimsizbolum',
    'bbno',
    'kapi',
  ],
  required: true,
  example: '12',
};
const HOUSE_COLUMNS: Column[] = [
  BLOCK,
  DOOR,
  { key: 'floor', header: 'Kat', aliases: ['kat', 'katno'], example: '3' },
  { key: 'kind', header: 'Tip', aliases: ['tip', 'tipi', 'bagimsizbolumtipi', 'daireturu'], example: 'Konut' },
  {
    key: 'gross',
    header: 'Brüt m²',
    aliases: ['brutm2', 'brut', 'brutalan', 'brutalanm2', 'brutmetrekare'],
    example: '120',
  },
  { key: 'net', header: 'Net m²', aliases: ['netm2', 'net', 'netalan', 'netalanm2', 'netmetrekare'], example: '100,5' },
  { key: 'land', header: 'Arsa Payı', aliases: ['arsapayi', 'arsapay', 'arsa'], example: '24' },
];
const NAME: Column = {
  key: 'name',
  header: 'Ad Soyad',
  aliases: ['adsoyad', 'adisoyadi', 'adsoyadi', 'adisoyad', 'isimsoyisim', 'isim', 'adiunvani', 'unvan', 'sakinadi'],
  required: true,
  example: 'Ayşe Yılmaz',
};
const RESIDENT_COLUMNS: Column[] = [
  NAME,
  {
    key: 'tckn',
    header: 'TCKN',
    aliases: ['tckn', 'tckimlikno', 'tckimliknumarasi', 'tcno', 'kimlikno', 'tc', 'tcknvkn'],
    example: '10000000146',
  },
  {
    key: 'phone',
    header: 'Telefon',
    aliases: ['telefon', 'tel', 'telefonno', 'cep', 'ceptelefonu', 'ceptel', 'gsm'],
    example: '0532 111 22 33',
  },
  { key: 'email', header: 'E-posta', aliases: ['eposta', 'email', 'mail', 'epostaadresi'], example: 'ayse@ornek.com' },
  { key: 'type', header: 'Tür', aliases: ['tur', 'turu', 'sakinturu', 'sakintipi'], required: true, example: 'Malik' },
  {
    key: 'starts',
    header: 'Başlangıç Tarihi',
    aliases: ['baslangictarihi', 'baslangic', 'giristarihi', 'tarih'],
    example: '01.01.2025',
  },
];

export type SheetDef = { kind: SheetKind; name: string; names: string[]; columns: Column[] };

export const SHEETS: SheetDef[] = [
  {
    kind: 'blocks',
    name: IMPORT_TRANSFER_SHEETS.blocks,
    names: ['bloklar', 'blok', 'bloklari'],
    columns: [{ ...BLOCK, header: 'Blok Adı', aliases: ['blokadi', 'blok', 'ad', 'adi', 'blokismi'], required: true }],
  },
  {
    kind: 'houses',
    name: IMPORT_TRANSFER_SHEETS.houses,
    names: ['daireler', 'daire', 'bagimsizbolumler', 'bagimsizbolum', 'konutlar', 'bb'],
    columns: HOUSE_COLUMNS,
  },
  {
    kind: 'residents',
    name: IMPORT_TRANSFER_SHEETS.residents,
    names: ['sakinler', 'sakin', 'kisiler', 'malikler'],
    columns: [BLOCK, DOOR, ...RESIDENT_COLUMNS],
  },
  {
    kind: 'balances',
    name: IMPORT_TRANSFER_SHEETS.balances,
    names: ['acilisbakiyeleri', 'acilisbakiyesi', 'acilis', 'devir', 'devirler', 'bakiyeler', 'devirbakiyeleri'],
    columns: [
      BLOCK,
      DOOR,
      {
        key: 'resident',
        header: 'Sakin',
        aliases: ['sakin', 'adsoyad', 'adisoyadi', 'sakinadi'],
        example: 'Ayşe Yılmaz',
      },
      {
        key: 'amount',
        header: 'Tutar',
        aliases: ['tutar', 'bakiye', 'borc', 'miktar', 'acilisbakiyesi'],
        required: true,
        example: '1.234,56',
      },
      {
        key: 'date',
        header: 'Tarih',
        aliases: ['tarih', 'devirtarihi', 'bakiyetarihi'],
        required: true,
        example: '31.12.2025',
      },
      { key: 'description', header: 'Açıklama', aliases: ['aciklama', 'not'], example: 'Devir' },
    ],
  },
];

/** A CSV (or a workbook of one unnamed sheet): each row a house, with a resident of it when the name is filled. */
export const COMBINED: SheetDef = {
  kind: 'combined',
  name: IMPORT_TRANSFER_SHEETS.csv,
  names: [],
  columns: [...HOUSE_COLUMNS, ...RESIDENT_COLUMNS.map((c) => ({ ...c, required: false }))],
};

/** The sheet a workbook's tab is, by its name folded ('AÇILIŞ BAKİYELERİ', 'Daire' …). */
export function sheetByName(name: string): SheetDef | undefined {
  const key = foldKey(name);
  return SHEETS.find((sheet) => sheet.names.includes(key));
}

/** Where each column is in the header row (index), by any of its names; a column may appear only once. */
export function matchHeader(def: SheetDef, header: unknown[]): Map<string, number> {
  const found = new Map<string, number>();
  header.forEach((cell, index) => {
    const key = foldKey(typeof cell === 'string' || typeof cell === 'number' ? String(cell) : '');
    if (!key) return;
    // The header's own name first, then aliases: 'Tür' of residents is not 'Tip' of houses.
    const column =
      def.columns.find((c) => foldKey(c.header) === key && !found.has(c.key)) ??
      def.columns.find((c) => c.aliases.includes(key) && !found.has(c.key));
    if (column) found.set(column.key, index);
  });
  return found;
}
