import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd form rule from a shared zod field schema, so the web shows exactly the server's Turkish
 * message for the same rule (STYLE.md: rules written once).
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value === '' ? undefined : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
