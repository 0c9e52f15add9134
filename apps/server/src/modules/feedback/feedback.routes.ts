import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { FEEDBACK_ATTACHMENT_MAX_BYTES, FEEDBACK_ATTACHMENT_MAX_FILES, ZFeedbackFields, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { feedback, feedbackAttachments } from '../../db/schema';
import { AppError } from '../../errors';
import { envelope, safeParseText, ValidationError } from '../../platform/http';
import { badFilename, sniffAudio } from '../../platform/audio/sniff';
import { sniffImage, type Storage } from '../../platform/storage/storage';
import type { AuthGuards } from '../auth/auth.plugin';

/** Attachments are screenshots, PDFs or audio, recognised by their bytes. */
function sniffAttachment(buf: Buffer): { ext: string; mime: string } | null {
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', mime: 'application/pdf' };
  return sniffImage(buf) ?? sniffAudio(buf);
}

export const feedbackRoutes =
  (deps: { db: Db; storage: Storage; guards: AuthGuards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/feedback',
      {
        preHandler: deps.guards.optionalAuth,
        schema: {
          tags: ['feedback'],
          consumes: ['multipart/form-data', 'application/json'],
          response: { 201: ok(z.object({ id: z.string() })) },
        },
      },
      async (req, reply) => {
        const fields: Record<string, string> = {};
        const files: { filename: string; data: Buffer; kind: { ext: string; mime: string } }[] = [];
        if (req.isMultipart()) {
          for await (const part of req.parts({
            preservePath: true,
            limits: { fileSize: FEEDBACK_ATTACHMENT_MAX_BYTES, files: FEEDBACK_ATTACHMENT_MAX_FILES, fields: 10 },
          })) {
            if (part.type === 'field') {
              if (typeof part.value === 'string') fields[part.fieldname] = part.value;
              continue;
            }
            const nameProblem = badFilename(part.filename);
            const data = await part.toBuffer().catch((err: { code?: string }) => {
              if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
                throw new AppError('PAYLOAD_TOO_LARGE', 'Each attachment must be at most 5 MB', {
                  field: 'attachments',
                });
              }
              throw err;
            });
            if (nameProblem) throw new AppError('VALIDATION_ERROR', nameProblem, { field: 'attachments' });
            const kind = sniffAttachment(data);
            if (!kind) {
              throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Attachments must be images, PDFs or audio files', {
                field: 'attachments',
              });
            }
            files.push({ filename: part.filename || `attachment.${kind.ext}`, data, kind });
          }
        } else if (req.body !== undefined && req.body !== null) {
          // Only a flat object of texts (numbers and booleans written out): String() of a nested array
          // recurses as deep as the JSON goes and would overflow the stack.
          if (typeof req.body !== 'object' || Array.isArray(req.body))
            throw new AppError('VALIDATION_ERROR', 'The feedback must be a JSON object', { field: 'body' });
          for (const [k, v] of Object.entries(req.body as Record<string, unknown>)) {
            if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') fields[k] = String(v);
            else throw new AppError('VALIDATION_ERROR', `${k.slice(0, 40)} must be text`, { field: k.slice(0, 40) });
          }
        }
        const parsed = safeParseText(ZFeedbackFields, fields);
        if (!parsed.success) throw new ValidationError('body', parsed.error.issues, fields);
        const f = parsed.data;
        const keys: string[] = [];
        try {
          const id = randomUUID();
          for (const file of files) {
            const key = `feedback/${id}/${randomUUID()}.${file.kind.ext}`;
            await deps.storage.put(key, file.data, file.kind.mime);
            keys.push(key);
          }
          await deps.db.transaction(async (tx) => {
            await tx.insert(feedback).values({
              id,
              kind: 'feedback',
              userId: req.user?.id ?? null,
              category: f.category,
              subject: f.subject,
              message: f.message,
              rating: f.rating,
              senderName: req.user?.name ?? null,
              senderEmail: req.user?.email ?? (f.email || null),
            });
            if (files.length) {
              await tx.insert(feedbackAttachments).values(
                files.map((file, i) => ({
                  feedbackId: id,
                  filename: file.filename,
                  mime: file.kind.mime,
                  size: file.data.length,
                  path: keys[i]!,
                })),
              );
            }
          });
          return reply.status(201).send(envelope({ id }));
        } catch (err) {
          for (const key of keys) await deps.storage.remove(key).catch(() => {});
          throw err;
        }
      },
    );
  };
