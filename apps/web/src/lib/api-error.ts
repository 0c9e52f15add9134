export const NETWORK_ERROR_MESSAGE = 'Could not connect to the server';

export type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  /** True when the message came from the server's envelope rather than being made up here. */
  fromServer: boolean;
  field?: string;
  fields?: Record<string, string>;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fromServer: boolean;
  readonly field: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fromServer = init.fromServer;
    this.field = init.field;
    this.fields = init.fields;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function networkError(): ApiError {
  return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, fromServer: false });
}

/** A message fit to show a person, whatever was thrown. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
