import type { FieldErrors } from '@soccer/contracts';

/** An error with an HTTP status and a message that is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly title = defaultTitle(statusCode),
  ) {
    super(message);
  }
}

/** 400 with field messages keyed as the spec says (`{ errors: { Field: [messages] } }`). */
export class FieldValidationError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(400, 'One or more validation errors occurred.', 'Bad Request');
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const forbidden = (what = 'You do not have permission to do this.') => new HttpError(403, what);
export const conflict = (what: string) => new HttpError(409, what);
export const unauthorized = (what = 'Sign-in required.') => new HttpError(401, what);

function defaultTitle(status: number): string {
  return (
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Conflict',
      413: 'Payload Too Large',
      415: 'Unsupported Media Type',
      429: 'Too Many Requests',
    }[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error')
  );
}
