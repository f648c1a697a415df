import type { Mode } from './ResourceForm';

/**
 * The side panel a list's address opens over it: `…/create`, `…/:id/edit`, `…/:id` (show), or none;
 * with the id of its record.
 */
export function panelRoute(pathname: string, id: string | undefined): { mode: Mode | null; recordId: number | null } {
  const mode = pathname.endsWith('/create') ? 'create' : pathname.endsWith('/edit') ? 'edit' : id ? 'show' : null;
  return { mode, recordId: id ? Number(id) : null };
}
