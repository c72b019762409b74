/** The zod schema of publishers (publisher.ts), for what reads references from outside. */
import { z } from 'zod';
import type { Publisher } from './publisher.js';

export const publisherSchema = z.object({
  name: z.string().trim().min(1),
  city: z.string().trim().min(1).optional(),
  state: z.string().trim().min(1).optional(),
  country: z.string().trim().min(1).optional(),
}) satisfies z.ZodType<Publisher>;
