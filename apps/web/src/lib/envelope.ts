import { ApiError } from './api-error';

type Envelope = {
  success?: unknown;
  data?: unknown;
  error?: unknown;
  message?: unknown;
  code?: unknown;
  field?: unknown;
  fields?: unknown;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) if (typeof v === 'string') out[key] = v;
  return out;
}

/**
 * Reads `{success:true,data}` / `{success:false,error,code,field?,fields?}` (DECISIONS.md).
 * A non-ok answer without an envelope becomes `Error {status}: {statusText}` (SPEC 8).
 */
export async function readEnvelope<T>(response: Response): Promise<T> {
  let body: unknown = undefined;
  const text = await response.text();
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  const envelope: Envelope | undefined = isRecord(body) ? body : undefined;

  if (response.ok && envelope?.success !== false) {
    return (envelope && 'data' in envelope ? envelope.data : body) as T;
  }

  const serverMessage =
    typeof envelope?.error === 'string' && envelope.error
      ? envelope.error
      : typeof envelope?.message === 'string' && envelope.message
        ? envelope.message
        : undefined;
  throw new ApiError({
    status: response.status,
    code: typeof envelope?.code === 'string' ? envelope.code : 'HTTP_ERROR',
    message: serverMessage ?? `Error ${response.status}: ${response.statusText || 'Request failed'}`,
    fromServer: serverMessage !== undefined,
    field: typeof envelope?.field === 'string' ? envelope.field : undefined,
    fields: stringRecord(envelope?.fields),
  });
}
