import { paybackReasonSchema } from '@site/shared';
import { namedResource } from '../../../kernel/namedResource';

export const paybackReasonsResource = namedResource({
  name: 'payback-reasons',
  table: 'payback_reasons',
  entityType: 'payback_reason',
  schema: paybackReasonSchema,
  exportTitle: 'İade Nedenleri',
  nameHeader: 'İade Nedeni',
});
