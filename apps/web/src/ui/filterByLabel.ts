/** Option search that ignores case the Turkish way: "ayşe" finds "AYŞE", "ışık" finds "IŞIK". */
export const filterByLabel = (input: string, option?: { label?: unknown }): boolean =>
  String(option?.label ?? '')
    .toLocaleLowerCase('tr')
    .includes(input.toLocaleLowerCase('tr'));
