/** The zod schemas of page ranges (page-range.ts), for what reads references from outside. */
import { z } from 'zod';
import type { PageRange } from './page-range.js';

export const pageRangeSchema = z.object({
  start: z.string().trim().min(1),
  end: z.string().trim().min(1).optional(),
}) satisfies z.ZodType<PageRange>;

export const pagesSchema = z.array(pageRangeSchema).min(1);
