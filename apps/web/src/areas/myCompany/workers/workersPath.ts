/** The workers list's screen path; its panels open under it (`/create`, `/:id`, `/:id/edit`, `#clusters`). */
export const WORKERS_PATH = '/my-company/workers';
