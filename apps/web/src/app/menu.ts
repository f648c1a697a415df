import type { Area, MenuItem } from './area';
import { AREAS } from './areas';

/**
 * The side menu: every area of spec §2 (AREAS). Labels are i18n keys `menu.<area>.<item>`;
 * `superadmin` areas are shown to super administrators only.
 */
export const menu: Area[] = AREAS;

/** The menu entry a screen path belongs to (its own list, or the list its create/edit/show hangs under). */
export function menuEntryFor(pathname: string): { area: Area; item?: MenuItem } | null {
  let best: { area: Area; item?: MenuItem; length: number } | null = null;
  for (const area of menu) {
    if (area.path && (pathname === area.path || pathname.startsWith(`${area.path}/`))) {
      if (!best || area.path.length > best.length) best = { area, length: area.path.length };
    }
    for (const item of area.items ?? []) {
      if (pathname === item.path || pathname.startsWith(`${item.path}/`)) {
        if (!best || item.path.length > best.length) best = { area, item, length: item.path.length };
      }
    }
  }
  return best;
}
