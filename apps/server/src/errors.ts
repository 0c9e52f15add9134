/** Machine codes and the HTTP status each maps to. */
const STATUS: Record<string, number> = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  WRONG_PASSWORD: 400,
  INVALID_TOKEN: 400,
  WEAK_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_ADMIN: 403,
  ACCOUNT_SUSPENDED: 403,
  SIGNUPS_DISABLED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RANGE_NOT_SATISFIABLE: 416,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  INTERNAL: 500,
};

export type ErrorCode = keyof typeof STATUS | (string & {});

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, opts: { field?: string; status?: number } = {}) {
    super(message);
    this.code = code;
    this.status = opts.status ?? STATUS[code] ?? 400;
    this.field = opts.field;
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (msg = 'You do not have permission to do that') => new AppError('FORBIDDEN', msg);
export const unauthenticated = (msg = 'Please log in to continue') => new AppError('UNAUTHENTICATED', msg);
