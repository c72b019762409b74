/** The api's one error type: a status, a stable code and a sentence for the user; the error handler sends it. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
export const unauthorized = (message = 'Sign in to continue: your session is missing or has ended.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
export const notFound = (message: string) => new ApiError(404, 'not-found', message);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
