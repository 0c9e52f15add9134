import { z } from 'zod';
import { ZErrorEnvelope, ZFeedbackFields, ZSongRequestBody, ZUploadFields } from '@serenade/contract';
import { ZAdminUploadFields } from './modules/admin/admin-requests.service';

/**
 * Finishes the OpenAPI document @fastify/swagger builds from the route schemas (issue 13): the error
 * answers of every operation, the bodies of the routes that read their body by hand (multipart forms,
 * the song request) and the media routes' answers, and only keywords OpenAPI 3.0 knows. Documentation
 * only: nothing here changes how a request is validated or an answer serialised.
 */

/** What the app knows about a route when it is added (app.ts fills this through an onRoute hook). */
export type RouteFacts = { readsToken: boolean; staffArea: boolean; rateLimited: boolean };
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const json = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
const binary = { type: 'string', format: 'binary' };
const multipart = (properties: Record<string, unknown>, required: string[] = []) => ({
  'multipart/form-data': { schema: { type: 'object', properties, required } },
});

/** Bodies the handlers parse themselves (their route schema has none, so validation stays theirs). */
function handParsedBodies(): Record<string, unknown> {
  const order = json(ZSongRequestBody);
  const feedback = json(ZFeedbackFields);
  type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };
  const upload = json(ZUploadFields) as ObjectSchema;
  const adminUpload = json(ZAdminUploadFields) as ObjectSchema;
  return {
    'POST /api/song/request': {
      required: true,
      description:
        'The order as JSON, or as multipart/form-data with the same object as JSON text in `payload` and up to 3 sample files (audio or images, 10 MB each) in `samples`.',
      content: {
        'application/json': { schema: order },
        ...multipart(
          {
            payload: { type: 'string', description: 'The order object (as for application/json), as JSON text' },
            samples: { type: 'array', items: binary, maxItems: 3 },
          },
          ['payload'],
        ),
      },
    },
    'POST /api/feedback': {
      required: true,
      description:
        'JSON, or multipart/form-data with the same fields and up to 3 attachments (images, PDF, audio; 5 MB each).',
      content: {
        'application/json': { schema: feedback },
        ...multipart(
          { ...(feedback.properties as object), attachments: { type: 'array', items: binary, maxItems: 3 } },
          (feedback.required as string[]) ?? [],
        ),
      },
    },
    'POST /api/songs/upload': {
      required: true,
      description:
        'An audio file (MP3, WAV, FLAC or OGG; at most the maxUploadSizeMB setting) in `file`, and its details.',
      content: multipart({ ...upload.properties, file: binary }, ['file', ...(upload.required ?? [])]),
    },
    'POST /api/admin/upload': {
      required: true,
      description: "An MP3 (at most 10 MB) that becomes a song request's song; the request's e-mails go out.",
      content: multipart({ ...adminUpload.properties, mp3_file: binary }, [
        'mp3_file',
        ...(adminUpload.required ?? []),
      ]),
    },
    'POST /api/profile/avatar': {
      required: true,
      description: 'An image in the `avatar` field.',
      content: multipart({ avatar: binary }, ['avatar']),
    },
    'POST /api/admin/songs/{id}/cover': {
      required: true,
      description: 'An image in the `cover` field.',
      content: multipart({ cover: binary }, ['cover']),
    },
  };
}

const ERRORS: Record<string, string> = {
  '400':
    'The request is malformed or a field is invalid (VALIDATION_ERROR, INVALID_JSON, INVALID_TOKEN, WRONG_PASSWORD, WEAK_PASSWORD); `field` names the field',
  '401': 'No valid session (UNAUTHENTICATED, TOKEN_EXPIRED, SESSION_ENDED, ACCOUNT_SUSPENDED)',
  '403': 'Signed in but not allowed (FORBIDDEN, NOT_ADMIN)',
  '404': 'Nothing with that id that the caller may see (NOT_FOUND)',
  '409': 'The state does not allow it (CONFLICT, EMAIL_TAKEN)',
  '413': 'The body or a file is too large (PAYLOAD_TOO_LARGE)',
  '415': 'The content type or a file type is not accepted (UNSUPPORTED_MEDIA_TYPE)',
  '429':
    'Too many requests (RATE_LIMITED, TOO_MANY_ATTEMPTS, EMAIL_LIMIT and the other limits); `Retry-After` says when to try again',
  '500': 'Something failed on the server (INTERNAL); no details are given',
  '503': 'Serenade is down for maintenance (MAINTENANCE)',
};
const errorResponse = (status: string) => ({
  description: ERRORS[status],
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  ...(status === '429'
    ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } }
    : {}),
});

const MEDIA: Record<string, unknown> = {
  'GET /media/songs/{id}/{asset}': {
    '200': {
      description:
        'The asset: audio (audio/mpeg, audio/wav …), cover (image/*), peaks (application/json), download (the audio as an attachment). Audio answers Range requests.',
      content: {
        'audio/mpeg': { schema: binary },
        'image/png': { schema: binary },
        'application/json': { schema: { type: 'array', items: { type: 'number' } } },
      },
    },
    '206': { description: 'Part of the audio, for a Range request', content: { 'audio/mpeg': { schema: binary } } },
    '416': { description: 'The Range cannot be satisfied (RANGE_NOT_SATISFIABLE)' },
  },
  'GET /files/avatars/{name}': {
    '200': { description: 'An uploaded image (avatar)', content: { 'image/png': { schema: binary } } },
  },
};

type OperationObject = {
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: unknown[];
};

/** OpenAPI 3.0 schemas allow only its own keywords and `x-` extensions: ours become extensions. */
function onlyOpenApiKeywords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(onlyOpenApiKeywords);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k === 'multiline' ? 'x-multiline' : k] = onlyOpenApiKeywords(v);
  return out;
}

export function finishOpenApi<T extends object>(doc: T, routeFacts: Map<string, RouteFacts>): T {
  const bodies = handParsedBodies();
  const finished = structuredClone(doc) as {
    paths?: Record<string, Record<string, OperationObject>>;
    components?: Record<string, Record<string, unknown>>;
  };
  finished.components = {
    ...finished.components,
    schemas: { ...finished.components?.schemas, Error: json(ZErrorEnvelope) },
  };
  for (const [path, byMethod] of Object.entries(finished.paths ?? {})) {
    for (const [method, op] of Object.entries(byMethod)) {
      const key = `${method.toUpperCase()} ${path}`;
      const facts = routeFacts.get(key);
      if (bodies[key]) op.requestBody = bodies[key];
      const hasBody = !!op.requestBody;
      const statuses = ['500'];
      if (hasBody || op.parameters?.some((p) => p.in === 'query' || p.in === 'path')) statuses.push('400');
      if (facts?.readsToken || facts?.staffArea) statuses.push('401');
      if (facts?.readsToken || facts?.staffArea) op.security = [{ bearer: [] }];
      if (facts?.staffArea || (facts?.readsToken && method !== 'get')) statuses.push('403');
      if (path.includes('{')) statuses.push('404');
      if (hasBody && method !== 'get') statuses.push('409', '413', '415');
      if (facts?.rateLimited || path.startsWith('/api/auth/') || path.endsWith('/login')) statuses.push('429');
      if (path.startsWith('/api/')) statuses.push('503');
      const responses: Record<string, unknown> = { ...op.responses, ...(MEDIA[key] as object) };
      for (const s of statuses) responses[s] ??= errorResponse(s);
      op.responses = responses;
    }
  }
  return onlyOpenApiKeywords(finished) as T;
}
