/** The Recent tab's short list of reference types the user created last (reference-library §4). */

/** How many recent types are kept: the list is trimmed past 4 entries before a new one is added. */
export const RECENT_TYPES_LIMIT = 5;

function isTypeId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * The recent list after creating a reference of `typeId`: that id first, the rest in their order, at most
 * `RECENT_TYPES_LIMIT` entries. An id already in the list moves to the front. A type id that is not a
 * positive integer (0 means "no type chosen") leaves the list as it was; invalid entries in the list are dropped.
 */
export function addRecentType(list: readonly number[] | null | undefined, typeId: number): number[] {
  const previous = (Array.isArray(list) ? list : []).filter(isTypeId);
  if (!isTypeId(typeId)) return previous.slice(0, RECENT_TYPES_LIMIT);
  const others = previous.filter((id) => id !== typeId);
  return [typeId, ...others.slice(0, RECENT_TYPES_LIMIT - 1)];
}
