import { z } from 'zod';
import { rowId, timestamp } from '../common/responses';
import { integerField, requiredString } from '../common/zodRules';

// Payload and answer of /worker-positions (My company › Çalışan Pozisyonları).

/**
 * A worker position of a management company. A company's own workers write it for their company; a super
 * administrator names the company (`company_id`), which an update cannot change.
 */
export const workerPositionSchema = z.object({
  company_id: integerField({ min: 1 }).optional(),
  name: requiredString(100),
  is_active: z.boolean().optional(),
});
export type WorkerPositionInput = z.infer<typeof workerPositionSchema>;

export const workerPositionRow = z.object({
  id: rowId,
  company_id: rowId,
  name: z.string(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type WorkerPosition = z.infer<typeof workerPositionRow>;
