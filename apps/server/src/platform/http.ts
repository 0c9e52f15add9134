import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../errors';
import { findBadText } from './text-guard';

type Issue = z.core.$ZodIssue;

const PART_LABEL: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL parameter',
  headers: 'Header',
};

/** Turns one zod issue into a sentence that names the field. */
function describeIssue(issue: Issue, input: unknown): { field: string; message: string } {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    return { field: [field, key].filter(Boolean).join('.'), message: `Unknown field "${key}"` };
  }
  // A schema's own wording (z.string({ error })) wins over the generic sentence.
  if (issue.code === 'invalid_type' && !issue.message.startsWith('Invalid input'))
    return { field, message: issue.message };
  if (issue.code === 'invalid_type') {
    const given = issue.path.reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[String(k)] : undefined),
      input,
    );
    if (given === undefined) return { field, message: `${field || 'value'} is required` };
    return { field, message: `${field || 'value'} must be ${article(issue.expected)}` };
  }
  if (issue.code === 'invalid_value') {
    return { field, message: `${field || 'value'} must be one of: ${issue.values.map(String).join(', ')}` };
  }
  return { field, message: issue.message };
}

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

export class ValidationError extends AppError {
  readonly fields: Record<string, string>;
  constructor(part: string, issues: Issue[], input: unknown) {
    const described = issues.map((i) => describeIssue(i, input));
    const first = described[0] ?? { field: '', message: 'Invalid input' };
    const missingBody = part === 'body' && (input === undefined || input === null);
    super('VALIDATION_ERROR', missingBody ? 'Request body is required' : first.message, {
      field: missingBody ? undefined : first.field || undefined,
    });
    this.fields = Object.fromEntries(described.filter((d) => d.field).map((d) => [d.field, d.message]));
    if (!this.field && !missingBody && part !== 'body') this.message = `${PART_LABEL[part] ?? part}: ${first.message}`;
  }
}

const badTextError = (part: string, bad: { field: string; message: string }) =>
  new AppError('VALIDATION_ERROR', part === 'body' ? bad.message : `${PART_LABEL[part] ?? part}: ${bad.message}`, {
    field: bad.field,
  });

/**
 * `schema.safeParse` with the character rule in front, for bodies parsed by hand (multipart forms); a bad
 * character is reported as an issue at its field, so callers fail with the same 400 as a route schema.
 */
export function safeParseText<T extends z.ZodType>(
  schema: T,
  data: unknown,
): { success: true; data: z.output<T> } | { success: false; error: { issues: Issue[] } } {
  const bad = findBadText(schema, data);
  if (bad) {
    const issue = { code: 'custom', path: bad.path, message: bad.message, input: data } as Issue;
    return { success: false, error: { issues: [issue] } };
  }
  return schema.safeParse(data);
}

/** Validates request parts with zod; failures become one clear 400 naming the field. */
export const validatorCompiler =
  ({ schema, httpPart }: { schema: z.ZodType; httpPart?: string }) =>
  (data: unknown) => {
    // Characters first (text-guard.ts): one rule for every string of every route.
    if (httpPart !== 'params') {
      const bad = findBadText(schema, data);
      if (bad) return { error: badTextError(httpPart ?? 'body', bad) };
    }
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    // A malformed id in the path names nothing that exists: 404, as for an unknown id.
    if (httpPart === 'params') {
      return { error: new AppError('NOT_FOUND', result.error.issues[0]?.message ?? 'Not found') };
    }
    return { error: new ValidationError(httpPart ?? 'body', result.error.issues, data) };
  };

export function installErrorHandling(app: FastifyInstance): void {
  // Query strings never hold control characters or line breaks, whether or not the route declares them.
  app.addHook('preValidation', async (req) => {
    const bad = findBadText(null, req.query);
    if (bad) throw badTextError('querystring', bad);
  });
  app.setErrorHandler((err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ValidationError) {
      return reply.status(400).send({
        success: false,
        error: err.message,
        code: err.code,
        ...(err.field ? { field: err.field } : {}),
        fields: err.fields,
      });
    }
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, err.message);
      return reply
        .status(err.status)
        .send({ success: false, error: err.message, code: err.code, ...(err.field ? { field: err.field } : {}) });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ success: false, error: 'Internal server error', code: 'INTERNAL' });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status < 500) {
      const code = (err as FastifyError).code;
      const known: Record<string, [string, string]> = {
        FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', 'Request body is not valid JSON'],
        FST_ERR_CTP_EMPTY_JSON_BODY: ['VALIDATION_ERROR', 'Request body is required'],
        FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'],
        FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'Request body is too large'],
        FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'File is too large'],
      };
      const mapped = known[code] ?? (err instanceof SyntaxError ? known.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
      return reply
        .status(status)
        .send({ success: false, error: mapped?.[1] ?? err.message, code: mapped?.[0] ?? 'BAD_REQUEST' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, error: 'Internal server error', code: 'INTERNAL' });
  });
}

export const envelope = <T>(data: T) => ({ success: true as const, data });

/** Sends an already serialized JSON envelope (from a cache) without serializing it again. */
export const sendJson = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body as never);
