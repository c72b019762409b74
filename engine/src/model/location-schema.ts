/** The zod schema of citation locations (location.ts), for requests and citation data. */
import { z } from 'zod';
import { LOCATION_TYPE_CODES, checkLocation } from './location.js';

const shapeSchema = z.object({
  type: z.literal(LOCATION_TYPE_CODES),
  value: z.string(),
  label: z.string().optional(),
});

/**
 * A citation location as it arrives in a request or in citation data: a known type code, and a value
 * (and label) that satisfy the type's rules. Parsing trims, drops a label the type does not use and
 * empties the value of "not a direct quote".
 */
export const citationLocationSchema = shapeSchema.transform((location, ctx) => {
  const checked = checkLocation(location);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.error.message, params: { code: checked.error.code } });
  return z.NEVER;
});

