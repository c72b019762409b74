/**
 * How atoms keep their values across reloads: session-scoped JSON for drafts and wizard steps, and plain strings
 * for the values other code reads as they are (the token, the redirect path). A value set to undefined leaves storage.
 */
import { atom, type WritableAtom } from 'jotai';
import { atomWithDefault, createJSONStorage } from 'jotai/utils';

/** How a stored atom reads and writes (jotai's SyncStorage, as createJSONStorage makes). */
interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, value: Value) => void;
  removeItem: (key: string) => void;
}

const sessionJSON = createJSONStorage<unknown>(() => sessionStorage);
const localJSON = createJSONStorage<unknown>(() => localStorage);

function stringStorage(backing: () => Storage): SyncStorage<string | undefined> {
  return {
    getItem: (key, initialValue) => backing().getItem(key) ?? initialValue,
    setItem: (key, value) => (value === undefined ? backing().removeItem(key) : backing().setItem(key, value)),
    removeItem: (key) => backing().removeItem(key),
  };
}

type OptionalAtom<Value> = WritableAtom<Value | undefined, [Value | undefined], void>;

/**
 * An atom over a stored value, read from storage the first time a store uses it, so a reload (a new store)
 * starts where the user was. Not atomWithStorage's getOnInit: that reads once, when the module loads.
 */
function optional<Value>(key: string, storage: SyncStorage<Value | undefined>): OptionalAtom<Value> {
  const value = atomWithDefault<Value | undefined>(() => storage.getItem(key, undefined));
  return atom(
    (get) => get(value),
    (_get, set, next: Value | undefined) => {
      if (next === undefined) storage.removeItem(key);
      else storage.setItem(key, next);
      set(value, next);
    },
  );
}

/** JSON in session storage: survives a reload, not a new tab. */
export const sessionJSONAtom = <Value>(key: string): OptionalAtom<Value> => optional<Value>(key, sessionJSON as SyncStorage<Value | undefined>);

/** JSON in local storage: kept across sessions. */
export const localJSONAtom = <Value>(key: string): OptionalAtom<Value> => optional<Value>(key, localJSON as SyncStorage<Value | undefined>);

/** A plain string in local (kept across sessions) or session storage. */
export const localStringAtom = (key: string): OptionalAtom<string> => optional(key, stringStorage(() => localStorage));
export const sessionStringAtom = (key: string): OptionalAtom<string> => optional(key, stringStorage(() => sessionStorage));
