/** The zod schema of partial dates (partial-date.ts), for what reads references from outside: the api, imports, forms. */
import { z } from 'zod';
import { DATE_STATUSES, SEASONS, YEAR_RANGE, partialDateProblems, type PartialDate } from './partial-date.js';

const datePointShape = {
  year: z.number().int().min(YEAR_RANGE.min).max(YEAR_RANGE.max).optional(),
  month: z.number().int().min(1).max(12).optional(),
  day: z.number().int().min(1).max(31).optional(),
  season: z.enum(SEASONS).optional(),
};

export const partialDateSchema = z
  .object({
    ...datePointShape,
    circa: z.boolean().optional(),
    end: z.object(datePointShape).optional(),
    status: z.enum(DATE_STATUSES).optional(),
    literal: z.string().trim().min(1).optional(),
  })
  .superRefine((d, ctx) => {
    for (const message of partialDateProblems(d)) ctx.addIssue({ code: 'custom', message });
  }) satisfies z.ZodType<PartialDate>;
