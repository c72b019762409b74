/**
 * Sharing references (reference-library §2 Share panel and Shared references received, §3, §4, §6): one request per
 * recipient address, whether or not it has an account yet; the recipient's pending requests, matched by address at
 * read time; accepting copies the references (and their research notes) into the recipient's library.
 */
import { randomUUID } from 'node:crypto';
import { citationForReference, newReferenceUniqueId } from '@ibid/engine';
import { ACCOUNT_ROLES } from '@ibid/engine/commerce';
import { SHARE_EMAIL_REJECTION_MESSAGES, SHARE_LEGACY_NOTICE, SHARE_STATUS, addShareEmails } from '@ibid/engine/validation';
import type { Db } from '../db/prisma.js';
import { sqlOf } from '../db/sql-dialect.js';
import { Prisma } from '../generated/prisma/client.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { REFERENCE_NOT_FOUND } from './own-references.js';
import { jsonArray, referenceContent, storedContent } from './references.js';

/** At most this many recipients per share: a class or a study group, not a mailing list. */
const SHARE_MAX_EMAILS = 50;
/** At most this many references per share: the largest selection a library dialog sensibly makes. */
export const SHARE_MAX_REFERENCES = 500;

const SHARE_NOT_FOUND = 'These shared references are not waiting for you.';

/** The sender's or the recipient's side of a share: who they are and every address they receive mail at. */
export interface ShareParty {
  id: number;
  email: string;
  alternativeEmail: string | null;
  firstName: string;
  role: number;
}

export async function shareParty(db: Db, customerId: number): Promise<ShareParty> {
  return db.customer.findUniqueOrThrow({ where: { id: customerId }, select: { id: true, email: true, alternativeEmail: true, firstName: true, role: true } });
}

const addressesOf = (party: ShareParty) => [party.email, ...(party.alternativeEmail ? [party.alternativeEmail] : [])];

/** The free trial cannot share (reference-library §6): the panel hides the action, the api refuses it too. */
export function assertMayShare(sender: ShareParty): void {
  if (sender.role === ACCOUNT_ROLES.FREE_TRIAL) throw forbidden('free-trial', 'Sharing references is not available during the free trial. Subscribe to share your references.');
}

/**
 * The recipient addresses by the share panel's rules (the engine's `addShareEmails`): cleaned, lower-cased and
 * de-duplicated; an invalid address or one of the sender's own (primary or secondary) is refused by name.
 */
export function shareRecipients(emails: readonly string[], sender: ShareParty): string[] {
  const { emails: cleaned, rejected } = addShareEmails([], emails.join(','), addressesOf(sender));
  const refused = rejected.find((r) => r.reason !== 'duplicate');
  if (refused) throw badRequest(`share-email-${refused.reason}`, `${SHARE_EMAIL_REJECTION_MESSAGES[refused.reason]} (${refused.email})`);
  if (cleaned.length === 0) throw badRequest('share-no-recipient', 'Add at least one email to share the references with');
  if (cleaned.length > SHARE_MAX_EMAILS) throw badRequest('share-too-many-emails', `You can share with at most ${SHARE_MAX_EMAILS} email addresses at a time`);
  return cleaned;
}

/**
 * The sender's live new-style references with these ids, or a refusal: any legacy reference among them gets the
 * share panel's notice (400), any other unknown id 404 — ids that are the sender's new-style references win when
 * the two id ranges overlap.
 */
export async function sharedReferenceIds(db: Db, senderId: number, ids: readonly number[]): Promise<number[]> {
  const found = await db.reference.findMany({ where: { id: { in: [...ids] }, customerId: senderId, isDeleted: false }, select: { id: true } });
  const owned = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !owned.has(id));
  if (missing.length === 0) return [...ids];
  if (await db.legacyReference.count({ where: { id: { in: missing }, customerId: senderId, isDeleted: false } })) throw badRequest('legacy-reference-share', SHARE_LEGACY_NOTICE);
  throw notFound(ids.length === 1 ? REFERENCE_NOT_FOUND : 'Some of these references are not in your library: nothing was shared.');
}

export interface NewShare {
  message: string;
  includeNotes: boolean;
  recipients: readonly string[];
  referenceIds: readonly number[];
}

/** One pending request per recipient, in one transaction. An address that is an account's sign-in name is tied to it now. */
export async function createShareRequests(db: Db, sender: ShareParty, share: NewShare, now: Date): Promise<void> {
  const accounts = await db.customer.findMany({ where: { email: { in: [...share.recipients] } }, select: { id: true, email: true } });
  const accountOf = new Map(accounts.map((c) => [c.email, c.id]));
  const items = share.referenceIds.map((referenceId) => ({ referenceId }));
  await db.$transaction(
    share.recipients.map((recipientEmail) =>
      db.shareRequest.create({
        data: {
          senderId: sender.id,
          recipientEmail,
          recipientId: accountOf.get(recipientEmail) ?? null,
          message: share.message,
          includeNotes: share.includeNotes,
          createdAt: now,
          items: { createMany: { data: items } },
        },
      }),
    ),
  );
}

/**
 * Requests addressed to this customer: tied to the account, or sent to one of its addresses before it was tied
 * to anyone (a recipient who signed up after the share, or who receives at a secondary address).
 */
const addressedTo = (recipient: ShareParty) => ({ OR: [{ recipientId: recipient.id }, { recipientId: null, recipientEmail: { in: addressesOf(recipient) } }] });

/** The pending requests, oldest first, as the api answers them (JSON text: each reference's `values` spliced as stored). */
export async function pendingSharesJson(db: Db, recipient: ShareParty): Promise<string> {
  const requests = await db.shareRequest.findMany({
    where: { status: SHARE_STATUS.PENDING, ...addressedTo(recipient) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, message: true, includeNotes: true, createdAt: true, sender: { select: { firstName: true } } },
  });
  if (requests.length === 0) return '{"requests":[]}';
  // The database writes each shared reference with its stored values: no reference's stored JSON is parsed here.
  const sql = sqlOf(db);
  const items = await db.$queryRaw<{ shareRequestId: number; json: string }[]>`
    SELECT i."shareRequestId",
           '{"referenceID":' || r."id" || ',"title":' || ${sql.jsonQuote(Prisma.sql`r."title"`)} || ',"referenceTypeID":' || r."referenceTypeId" || ',"values":' || coalesce(${sql.jsonText(Prisma.sql`r."contentJson"`, ['values'])}, '{}') || '}' AS "json"
    FROM "ShareRequestItem" i JOIN "Reference" r ON r."id" = i."referenceId"
    WHERE i."shareRequestId" IN (SELECT e.value FROM ${sql.jsonIntegers(JSON.stringify(requests.map((r) => r.id)))}) AND r."isDeleted" = false
    ORDER BY i."id"`;
  const referencesOf = new Map<number, string[]>();
  for (const item of items) referencesOf.set(item.shareRequestId, [...(referencesOf.get(item.shareRequestId) ?? []), item.json]);
  // A request whose references the sender has all deleted since has nothing left to add.
  const requestJson = requests.flatMap((r) => {
    const references = referencesOf.get(r.id);
    if (!references) return [];
    const head = JSON.stringify({ genesisReferenceShareRequestID: r.id, firstName: r.sender.firstName, message: r.message, includeNotes: r.includeNotes, createdDate: r.createdAt.toISOString() });
    return [`${head.slice(0, -1)},"references":${jsonArray(references)}}`];
  });
  return `{"requests":${jsonArray(requestJson)}}`;
}

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/**
 * Marks a pending request addressed to this customer as decided, or refuses: 404 when it is not theirs, 409 when
 * it was already accepted or declined. The status only moves from pending, so two clicks cannot both win.
 */
async function decide(tx: Tx, recipient: ShareParty, requestId: number, status: typeof SHARE_STATUS.ACCEPTED | typeof SHARE_STATUS.DECLINED, now: Date) {
  const request = await tx.shareRequest.findFirst({ where: { id: requestId, ...addressedTo(recipient) } });
  if (!request) throw notFound(SHARE_NOT_FOUND);
  const claimed = await tx.shareRequest.updateMany({ where: { id: request.id, status: SHARE_STATUS.PENDING }, data: { status, decidedAt: now, recipientId: recipient.id } });
  if (claimed.count === 0) {
    const current = (await tx.shareRequest.findUniqueOrThrow({ where: { id: request.id } })).status;
    throw conflict('share-already-decided', current === SHARE_STATUS.ACCEPTED ? 'These shared references are already in your library.' : 'These shared references have already been declined.');
  }
  return request;
}

/**
 * Accepts a request in one transaction: each shared reference still in the sender's library becomes a new
 * reference of the recipient (a new unique id, the data re-checked and re-formatted by the engine, the nickname
 * kept; the description and tags are the sender's own and stay behind), with copies of its research notes when
 * the share includes them. Answers the new references' ids.
 */
export async function acceptShare(db: Db, recipient: ShareParty, requestId: number, now: Date): Promise<number[]> {
  return db.$transaction(async (tx) => {
    const request = await decide(tx, recipient, requestId, SHARE_STATUS.ACCEPTED, now);
    const items = await tx.shareRequestItem.findMany({
      where: { shareRequestId: request.id, reference: { isDeleted: false } },
      orderBy: { id: 'asc' },
      include: { reference: { include: { researchNotes: { where: { isDeleted: false }, orderBy: { id: 'asc' } } } } },
    });
    const created: number[] = [];
    for (const { reference: shared } of items) {
      const content = referenceContent({ referenceTypeId: shared.referenceTypeId, data: storedContent(shared.contentJson).data, nickname: shared.nickname });
      const uniqueId = newReferenceUniqueId(randomUUID);
      const copy = await tx.reference.create({ data: { ...content, customerId: recipient.id, uniqueId, createdAt: now, updatedAt: now }, select: { id: true } });
      created.push(copy.id);
      if (!request.includeNotes || shared.researchNotes.length === 0) continue;
      await tx.researchNote.createMany({
        data: shared.researchNotes.map((note) => ({
          uniqueId: randomUUID().toUpperCase(),
          customerId: recipient.id,
          referenceId: copy.id,
          note: note.note,
          citation: citationForReference(note.citation, uniqueId),
          // The note was written then: the copy keeps its place in the created-date orders.
          createdAt: note.createdAt,
          updatedAt: now,
        })),
      });
    }
    return created;
  });
}

/** Declines a request: nothing is copied. */
export async function declineShare(db: Db, recipient: ShareParty, requestId: number, now: Date): Promise<void> {
  await db.$transaction((tx) => decide(tx, recipient, requestId, SHARE_STATUS.DECLINED, now));
}
