/*
 * Formula injection (CSV/DDE injection): a cell text starting with = + - @, tab
 * or carriage return can be taken for a formula by a spreadsheet program. Such
 * text is always a string cell (exceljs and SheetJS never turn a string into a
 * formula). XLSX marks it with Excel's quote-prefix style, so it stays text when
 * edited and shows exactly as written; ODS, which has no such style, prefixes it
 * with a single quote. PDF shows the text as it is, since nothing evaluates it there.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
