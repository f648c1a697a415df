import { formatMoney, type ImportTransferCounts, type ImportTransferError } from '@site/shared';
import type { RawSheet } from './importTransfers.file';
import { matchHeader } from './importTransfers.sheets';
import {
  type Cell,
  foldKey,
  parseAmount,
  parseArea,
  parseDate,
  parseEmail,
  parseHouseKind,
  parseHouseUserType,
  parsePhone,
  parseTckn,
  type Read,
  textOf,
} from './importTransfers.values';

// The dry run: every row of the file read, checked against itself and the complex, into what would be created.

/** What the complex already has, that the file may name or must not repeat. */
export type Existing = {
  blocks: Map<string, { id: number; name: string }>;
  /** By house key (block key + '|' + door key). */
  houses: Map<string, { id: number; label: string }>;
  /** Residents' identity numbers in the complex. */
  tckns: Set<string>;
  /** The current users of existing houses, by house id: folded name → resident id, and the first owner. */
  houseUsers: Map<number, { names: Map<string, number>; owner: number | null }>;
};

export type PlannedBlock = { key: string; name: string };
export type PlannedHouse = {
  key: string;
  blockKey: string | null;
  door: string;
  floor: string | null;
  kind: string;
  gross: number | null;
  net: number | null;
  land: number | null;
  owners: number;
};
export type PlannedResident = {
  key: string;
  name: string;
  tckn: string | null;
  phone: string | null;
  email: string | null;
};
/** A house named by the file (key) or one the complex has (id). */
export type HouseRef = { key: string } | { id: number };
/** A resident created by the file (key) or one the complex has (id). */
export type ResidentRef = { key: string } | { id: number };
export type PlannedHouseUser = { house: HouseRef; resident: string; type: 1 | 2; startsOn: string | null };
export type PlannedBalance = {
  house: HouseRef;
  resident: ResidentRef | null;
  amount: number;
  date: string;
  description: string;
};

export type Plan = {
  blocks: PlannedBlock[];
  houses: PlannedHouse[];
  residents: PlannedResident[];
  houseUsers: PlannedHouseUser[];
  balances: PlannedBalance[];
  errors: ImportTransferError[];
  preview: { sheet: string; row: number; action: string; has_error: boolean }[];
  totalRows: number;
};

export const planCounts = (plan: Plan): ImportTransferCounts => ({
  blocks: plan.blocks.length,
  houses: plan.houses.length,
  residents: plan.residents.length,
  house_users: plan.houseUsers.length,
  opening_balances: plan.balances.length,
});

const TYPE_NAMES = { 1: 'Malik', 2: 'Kiracı' } as const;

/** Reads the file's sheets into a plan, in the order blocks, houses, residents, balances. */
export function checkSheets(sheets: RawSheet[], existing: Existing): Plan {
  const plan: Plan = {
    blocks: [],
    houses: [],
    residents: [],
    houseUsers: [],
    balances: [],
    errors: [],
    preview: [],
    totalRows: 0,
  };
  const blockRows = new Map<string, number>();
  const houseRows = new Map<string, number>();
  const fileHouses = new Map<string, PlannedHouse>();
  const residentsByKey = new Map<string, { resident: PlannedResident; row: number }>();
  const tcknRows = new Map<string, { row: number; name: string }>();
  /** Per house key: folded resident names → resident key, and the first owner's key. */
  const usersOfHouse = new Map<
    string,
    { names: Map<string, string>; owner: string | null; pairs: Map<string, number> }
  >();
  const order: Record<string, number> = { blocks: 0, houses: 1, combined: 1, residents: 2, balances: 3 };

  const blockName = (name: string) =>
    existing.blocks.get(foldKey(name))?.name ?? plan.blocks.find((b) => b.key === foldKey(name))?.name ?? name;
  const houseKey = (block: string, door: string) => `${foldKey(block)}|${foldKey(door)}`;
  const houseLabel = (block: string, door: string) => (block ? `${blockName(block)} ${door}` : door);

  const addBlock = (name: string) => {
    const key = foldKey(name);
    if (!existing.blocks.has(key) && !plan.blocks.some((b) => b.key === key)) plan.blocks.push({ key, name });
  };

  for (const sheet of [...sheets].sort((a, b) => order[a.def.kind] - order[b.def.kind])) {
    const title = sheet.def.name;
    const [head, ...rows] = sheet.rows;
    if (!head) continue;
    const columns = matchHeader(sheet.def, head.cells);
    const missing = sheet.def.columns.filter((c) => c.required && !columns.has(c.key));
    for (const column of missing)
      plan.errors.push({ sheet: title, row: head.row, message: `'${column.header}' sütunu bulunamadı.` });
    if (missing.length) continue;
    plan.totalRows += rows.length;

    for (const { row, cells } of rows) {
      const errors: string[] = [];
      const cell = (key: string): Cell => {
        const index = columns.get(key);
        return index === undefined ? null : cells[index];
      };
      const read = <T>(result: Read<T>): T | null => {
        if (result.error !== undefined) {
          errors.push(result.error);
          return null;
        }
        return result.value;
      };
      const text = (key: string, label: string, max: number, required = false) => {
        const value = textOf(cell(key));
        if (!value && required) errors.push(`${label} zorunludur.`);
        if (value.length > max) errors.push(`${label} en fazla ${max} karakter olabilir.`);
        return value;
      };
      let action = '';

      if (sheet.def.kind === 'blocks') {
        const name = text('block', 'Blok adı', 100, true);
        const key = foldKey(name);
        if (name && blockRows.has(key)) errors.push(`Bu blok dosyada zaten var (satır ${blockRows.get(key)}).`);
        else if (name && existing.blocks.has(key)) errors.push(`'${name}' bloğu bu sitede zaten var.`);
        if (name) blockRows.set(key, blockRows.get(key) ?? row);
        if (!errors.length) {
          addBlock(name);
          action = `Blok oluşturulacak: ${name}`;
        }
      }

      // A house row (Daireler, or the house part of a CSV row).
      let house: HouseRef | null = null;
      let houseName = '';
      let houseKeyOfRow = '';
      if (sheet.def.kind === 'houses' || sheet.def.kind === 'combined') {
        const block = text('block', 'Blok', 100);
        const door = text('door', 'Kapı No', 20, true);
        const floor = text('floor', 'Kat', 20);
        const kind = read(parseHouseKind(cell('kind')));
        const gross = read(parseArea(cell('gross'), 'Brüt m²'));
        const net = read(parseArea(cell('net'), 'Net m²'));
        const land = read(parseArea(cell('land'), 'Arsa payı'));
        houseKeyOfRow = houseKey(block, door);
        houseName = houseLabel(block, door);
        const seen = houseRows.get(houseKeyOfRow);
        if (door && sheet.def.kind === 'houses' && seen !== undefined)
          errors.push(`Bu daire dosyada zaten var (satır ${seen}).`);
        else if (door && seen === undefined && existing.houses.has(houseKeyOfRow))
          errors.push(`${houseName} bu sitede zaten var.`);
        if (door && seen !== undefined && sheet.def.kind === 'combined') {
          if (fileHouses.has(houseKeyOfRow)) house = { key: houseKeyOfRow };
          else errors.push(`${houseName} dairesinin satırında hata var (satır ${seen}).`);
        } else if (door && !errors.length) {
          if (block) addBlock(block);
          const planned: PlannedHouse = {
            key: houseKeyOfRow,
            blockKey: block ? foldKey(block) : null,
            door,
            floor: floor || null,
            kind: kind ?? 'house',
            gross,
            net,
            land,
            owners: 0,
          };
          plan.houses.push(planned);
          fileHouses.set(houseKeyOfRow, planned);
          house = { key: houseKeyOfRow };
          action = `Daire oluşturulacak: ${houseName}`;
        }
        if (door && seen === undefined) houseRows.set(houseKeyOfRow, row);
      } else if (sheet.def.kind === 'residents' || sheet.def.kind === 'balances') {
        const block = text('block', 'Blok', 100);
        const door = text('door', 'Kapı No', 20, true);
        houseKeyOfRow = houseKey(block, door);
        houseName = houseLabel(block, door);
        if (door) {
          const inFile = fileHouses.has(houseKeyOfRow);
          const inComplex = existing.houses.get(houseKeyOfRow);
          if (inFile) house = { key: houseKeyOfRow };
          else if (inComplex) house = { id: inComplex.id };
          else if (houseRows.has(houseKeyOfRow)) errors.push(`${houseName} dairesinin satırında hata var.`);
          else errors.push(`Daire bulunamadı: ${houseName}. Önce 'Daireler' sayfasına ekleyin.`);
        }
      }

      // A resident of the house (Sakinler, or a CSV row with a name).
      if (sheet.def.kind === 'residents' || (sheet.def.kind === 'combined' && textOf(cell('name')))) {
        const name = text('name', 'Ad Soyad', 100, true);
        const tckn = read(parseTckn(cell('tckn')));
        const phone = read(parsePhone(cell('phone')));
        const email = read(parseEmail(cell('email')));
        const type = read(parseHouseUserType(cell('type')));
        const startsOn = read(parseDate(cell('starts')));
        const key = tckn ? `t:${tckn}` : `n:${foldKey(name)}|${phone ?? ''}|${email ?? ''}`;
        if (tckn) {
          const earlier = tcknRows.get(tckn);
          if (earlier && foldKey(earlier.name) !== foldKey(name))
            errors.push(`Bu TCKN satır ${earlier.row}'de başka bir adla (${earlier.name}) yazılmış.`);
          else if (!earlier && existing.tckns.has(tckn)) errors.push('Bu TCKN ile sitede zaten bir sakin var.');
        }
        const users = house && 'key' in house ? usersOfHouse.get(house.key) : undefined;
        const pairKey = `${houseKeyOfRow}#${key}`;
        const pairRow = users?.pairs.get(pairKey);
        if (pairRow !== undefined) errors.push(`Bu sakin bu daireye satır ${pairRow}'de zaten eklenmiş.`);
        if (!errors.length && house && name && type) {
          const known = residentsByKey.get(key);
          if (!known) {
            const resident = { key, name, tckn, phone, email };
            plan.residents.push(resident);
            residentsByKey.set(key, { resident, row });
            if (tckn) tcknRows.set(tckn, { row, name });
          }
          plan.houseUsers.push({ house, resident: key, type, startsOn });
          if ('key' in house) {
            const entry = usersOfHouse.get(house.key) ?? { names: new Map(), owner: null, pairs: new Map() };
            entry.names.set(foldKey(name), key);
            entry.pairs.set(pairKey, row);
            if (type === 1 && !entry.owner) entry.owner = key;
            usersOfHouse.set(house.key, entry);
            const planned = fileHouses.get(house.key);
            if (planned && type === 1) planned.owners++;
          }
          const what = `${known ? 'Sakin bağlanacak' : 'Sakin oluşturulacak'}: ${name} (${TYPE_NAMES[type]}, ${houseName})`;
          action = action ? `${action}; ${what}` : what;
        }
      }

      if (sheet.def.kind === 'balances') {
        const amountRead = parseAmount(cell('amount'));
        const dateRead = parseDate(cell('date'));
        const amount = read(amountRead);
        const date = read(dateRead);
        const description = text('description', 'Açıklama', 255) || 'Devir';
        const residentName = text('resident', 'Sakin', 100);
        if (amount === 0) errors.push('Tutar sıfır olamaz.');
        else if (amountRead.value === null) errors.push('Tutar zorunludur.');
        if (dateRead.value === null) errors.push('Tarih zorunludur.');
        let resident: ResidentRef | null = null;
        if (house && 'key' in house) {
          const users = usersOfHouse.get(house.key);
          const key = residentName ? users?.names.get(foldKey(residentName)) : users?.owner;
          if (key) resident = { key };
          else if (residentName) errors.push(`Sakin bu dairede bulunamadı: ${residentName}.`);
        } else if (house) {
          const users = existing.houseUsers.get(house.id);
          const id = residentName ? users?.names.get(foldKey(residentName)) : users?.owner;
          if (id) resident = { id };
          else if (residentName) errors.push(`Sakin bu dairede bulunamadı: ${residentName}.`);
        }
        if (!errors.length && house && amount && date) {
          plan.balances.push({ house, resident, amount, date, description });
          action = `Açılış bakiyesi: ${houseName}${residentName ? ` (${residentName})` : ''} ${formatMoney(Math.abs(amount))} ${amount > 0 ? 'borç' : 'alacak'}`;
        }
      }

      for (const message of errors) plan.errors.push({ sheet: title, row, message });
      plan.preview.push({
        sheet: title,
        row,
        action: errors.length ? errors.join(' ') : action,
        has_error: errors.length > 0,
      });
    }
  }
  return plan;
}
