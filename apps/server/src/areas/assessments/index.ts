import type { Area } from '../area';
import { assessmentRoutes } from './assessments/assessments.routes';
import { lateFeePreviewRoutes } from './lateFees/lateFeePreview.routes';

/** Tahakkuklar: dues and debts, their edits, and the late fees they accrue. */
export const assessmentsArea: Area = {
  name: 'assessments',
  permission: 'edit-assessment',
  secured: async (app, { db, files }) => {
    await app.register(assessmentRoutes, { db, files });
    await app.register(lateFeePreviewRoutes, { db });
  },
};

export { loadSplitHouses, shareMeterRounding } from './assessments/assessments.repository';
export { createAssessment } from './assessments/assessments.service';
// What code outside this area (other areas, start-up, the demo seed) uses of it.
export { debtToApi, selectDebts } from './assessments/debts.repository';
