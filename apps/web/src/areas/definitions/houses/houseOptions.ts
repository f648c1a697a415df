import { type House, houseLabel } from '@site/shared';
import type { ListResponse } from '@site/shared/http';

/** A house as a picker offers it: its label ("A Blok 12") and its block. */
export type HouseOption = { value: number; label: string; blockId: number | null };

/** A house picker's answer (`housesPicker`) as options in Turkish, number-aware order: "A Blok 2" before "A Blok 10", "Ç" after "C". */
export function houseOptions(response: ListResponse<House>): HouseOption[] {
  return response.data
    .map((h) => ({ value: h.id, label: houseLabel(h.block_name, h.door_number), blockId: h.block_id }))
    .sort((a, b) => a.label.localeCompare(b.label, 'tr', { numeric: true }));
}
