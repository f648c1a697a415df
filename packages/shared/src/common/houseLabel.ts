/**
 * "A Blok 12", as every screen and document names a house; a house outside any block (a shop) by its door
 * number alone. The one label of the server and the web.
 */
export function houseLabel(blockName: string | null | undefined, doorNumber: string | null | undefined): string {
  return [blockName?.trim(), doorNumber?.trim()].filter(Boolean).join(' ');
}
