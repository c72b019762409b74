/** The zod schemas of contributors (contributor.ts), for what reads references from outside: the api, imports, forms. */
import { z } from 'zod';
import { CONTRIBUTOR_ROLES, type Contributor, type ContributorRole, type GroupContributor, type PersonContributor } from './contributor.js';

export const contributorRoleSchema = z.enum(Object.keys(CONTRIBUTOR_ROLES) as [ContributorRole, ...ContributorRole[]]);

const nonBlank = z.string().trim().min(1);

const personSchema = z.object({
  id: nonBlank,
  type: contributorRoleSchema,
  kind: z.literal('person'),
  family: nonBlank,
  given: nonBlank.optional(),
  particle: nonBlank.optional(),
  droppingParticle: nonBlank.optional(),
  suffix: nonBlank.optional(),
  handle: nonBlank.optional(),
}) satisfies z.ZodType<PersonContributor>;

const groupSchema = z.object({
  id: nonBlank,
  type: contributorRoleSchema,
  kind: z.literal('group'),
  name: nonBlank,
  abbreviation: nonBlank.optional(),
  handle: nonBlank.optional(),
}) satisfies z.ZodType<GroupContributor>;

export const contributorSchema = z.discriminatedUnion('kind', [personSchema, groupSchema]) satisfies z.ZodType<Contributor>;
