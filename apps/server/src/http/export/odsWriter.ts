import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { formatBalance, fromKurus } from '@site/shared';
import { type Cell, ColumnWidths, sheetName, toCells } from './cells';
import type { Writer } from './exportTypes';
import { neutralizeFormula } from './formulaText';
import { ensureMimetypeFirst } from './odfZip';

// SheetJS's ODS writer drops literal text from number formats, so ODS money keeps the two decimals only.
const ODS_MONEY_FORMAT = '#,##0.00';

function odsValue(cell: Cell): XLSX.CellObject | string | number | null {
  switch (cell.t) {
    case 'empty':
      return null;
    case 'text':
      return neutralizeFormula(cell.text);
    case 'money':
      return { t: 'n', v: fromKurus(cell.kurus), z: ODS_MONEY_FORMAT };
    case 'balance':
      // No (B)/(A) number style survives SheetJS's ODS writer: the balance goes as its Turkish text.
      return formatBalance(cell.kurus);
    case 'number':
      return cell.value;
    case 'date':
      // SheetJS cannot write a dd.MM.yyyy date style to ODS, so dates go as their Turkish text.
      return cell.text;
  }
}

/** ODS through SheetJS, which builds the sheet in memory; its zip is then put in ODF order. */
export const writeOds: Writer = async (file, title, columns, rows) => {
  const widths = new ColumnWidths(columns);
  const aoa: unknown[][] = [columns.map((c) => neutralizeFormula(c.header))];
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    const cells = toCells(next.value, columns);
    widths.add(cells);
    aoa.push(cells.map(odsValue));
  }
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  sheet['!cols'] = widths.characters().map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, sheetName(title));
  const zip = XLSX.write(workbook, { bookType: 'ods', type: 'buffer', compression: true }) as Buffer;
  await fs.promises.writeFile(file, ensureMimetypeFirst(zip));
};
