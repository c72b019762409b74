/** Results for expected failures in pure code: callers branch on `ok`, nothing throws for bad input. */

export interface EngineError<Code extends string = string> {
  /** Stable, machine-readable: the api maps it to HTTP in one place. */
  code: Code;
  /** A sentence a user can read. */
  message: string;
}

export type Result<T, Code extends string = string> =
  | { ok: true; value: T }
  | { ok: false; error: EngineError<Code> };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const fail = <Code extends string>(code: Code, message: string): { ok: false; error: EngineError<Code> } => ({
  ok: false,
  error: { code, message },
});

/** Thrown only by the `...OrThrow` conveniences, for callers that have already validated their input. */
export class EngineFailure extends Error {
  readonly code: string;
  constructor(error: EngineError) {
    super(error.message);
    this.name = 'EngineFailure';
    this.code = error.code;
  }
}

/** Unwraps a result, turning a failure into an `EngineFailure`. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new EngineFailure(result.error);
}
