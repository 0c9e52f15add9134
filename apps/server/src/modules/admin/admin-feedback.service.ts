import { createHmac, timingSafeEqual } from 'node:crypto';
import { csvCell as quoteCell } from '../../platform/downloads';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  FEEDBACK_STATUSES,
  type TAdminFeedbackFilters,
  type TAdminFeedbackItem,
  type TAdminFeedbackQuery,
  type TFeedbackStatus,
} from '@serenade/contract';
import type { Db } from '../../db/client';
import { feedback, feedbackAttachments, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../platform/mail/mail';
import type { Storage } from '../../platform/storage/storage';
import { sendTemplate } from '../email/template-store';
import type { SettingsService } from '../settings/settings.service';

type Row = typeof feedback.$inferSelect;
const like = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;
const notFound = () => new AppError('NOT_FOUND', 'Feedback not found');

// Written out in full: drizzle leaves columns unqualified in single-table selects, and "id" would bind inside.
const ATTACHMENT_COUNT = sql<number>`(select count(*)::int from "feedback_attachments" fa where fa."feedback_id" = "feedback"."id")`;
const SORT_COLUMNS = {
  created_at: feedback.createdAt,
  category: feedback.category,
  subject: feedback.subject,
  status: feedback.status,
} as const;

function present(r: Row & { attachmentCount: number }): TAdminFeedbackItem {
  return {
    id: r.id,
    user_id: r.userId,
    kind: r.kind,
    category: r.category as TAdminFeedbackItem['category'],
    subject: r.subject,
    message: r.message,
    rating: r.rating,
    status: r.status as TFeedbackStatus,
    is_public: r.isPublic,
    admin_response: r.adminResponse,
    priority: r.priority,
    sender_name: r.senderName,
    sender_email: r.senderEmail,
    attachment_count: r.attachmentCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

function filterWhere(f: TAdminFeedbackFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.status?.length) where.push(inArray(feedback.status, f.status));
  if (f.category?.length) where.push(inArray(feedback.category, f.category));
  if (f.search) {
    const t = like(f.search);
    where.push(
      or(
        ilike(feedback.subject, t),
        ilike(feedback.message, t),
        ilike(feedback.senderName, t),
        ilike(feedback.senderEmail, t),
      ),
    );
  }
  return and(...where);
}

/** Sort column, then newest first, then id: the same total order for the list and the export. */
function orderOf(f: TAdminFeedbackFilters) {
  const dir = f.direction === 'asc' ? asc : desc;
  if (f.sort === 'created_at') return [dir(feedback.createdAt), dir(feedback.id)];
  return [dir(SORT_COLUMNS[f.sort]), desc(feedback.createdAt), desc(feedback.id)];
}

type Cursor = { key: string; at: string; id: string };
/** Rows strictly after the cursor in `orderOf` order (keyset paging, so a 100k-row export stays cheap). */
function after(f: TAdminFeedbackFilters, c: Cursor): SQL {
  const cmp = f.direction === 'asc' ? sql`>` : sql`<`;
  if (f.sort === 'created_at')
    return sql`(${feedback.createdAt}, ${feedback.id}) ${cmp} (${c.at}::timestamptz, ${c.id}::uuid)`;
  const col = SORT_COLUMNS[f.sort];
  return sql`(${col} ${cmp} ${c.key} or (${col} = ${c.key} and (${feedback.createdAt}, ${feedback.id}) < (${c.at}::timestamptz, ${c.id}::uuid)))`;
}

/** SPEC 9: commas and line breaks in text become spaces, so every row is one line of plain cells. */
export function csvCell(v: string | number | boolean | null | undefined): string {
  return quoteCell(v == null ? v : String(v).replace(/\r\n|[,\r\n]/g, ' '));
}

export const CSV_HEADER = [
  'ID',
  'Date',
  'Type',
  'Category',
  'Subject',
  'Message',
  'Rating',
  'Status',
  'Public',
  'Admin Response',
  'Sender Name',
  'Sender Email',
  'Priority',
  'User ID',
  'Attachments',
  'Updated',
];

function csvLine(r: TAdminFeedbackItem): string {
  return [
    r.id,
    r.created_at,
    r.kind,
    r.category,
    r.subject,
    r.message,
    r.rating,
    r.status,
    r.is_public ? 'yes' : 'no',
    r.admin_response,
    r.sender_name,
    r.sender_email,
    r.priority,
    r.user_id,
    r.attachment_count,
    r.updated_at,
  ]
    .map(csvCell)
    .join(',');
}

/** Short-lived download links for attachments: an HMAC over attachment and expiry. */
export function createAttachmentSigner(secret: string, ttlSeconds: number) {
  const key = createHmac('sha256', secret).update('serenade-feedback-attachments').digest();
  const sign = (id: string, exp: number) => createHmac('sha256', key).update(`${id}/${exp}`).digest('base64url');
  return {
    path(id: string) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `/files/feedback/${id}?exp=${exp}&sig=${sign(id, exp)}`;
    },
    verify(id: string, exp: string | undefined, sig: string | undefined): boolean {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) < Date.now() / 1000) return false;
      const want = Buffer.from(sign(id, Number(exp)));
      const given = Buffer.from(sig);
      return want.length === given.length && timingSafeEqual(want, given);
    },
  };
}

export function createAdminFeedbackService(deps: {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  settings: SettingsService;
  secret: string;
  linkTtlSeconds?: number;
  /** Rows per export query (tests use a small one to cross batch edges). */
  exportBatch?: number;
}) {
  const { db, storage } = deps;
  const links = createAttachmentSigner(deps.secret, deps.linkTtlSeconds ?? 900);
  const selectRows = () => db.select({ row: feedback, attachmentCount: ATTACHMENT_COUNT }).from(feedback).$dynamic();

  async function list(q: TAdminFeedbackQuery) {
    const cond = filterWhere(q);
    const [rows, [total]] = await Promise.all([
      selectRows()
        .where(cond)
        .orderBy(...orderOf(q))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(feedback)
        .where(cond),
    ]);
    const n = total?.n ?? 0;
    return {
      feedback: rows.map((r) => present({ ...r.row, attachmentCount: r.attachmentCount })),
      total: n,
      totalPages: Math.max(1, Math.ceil(n / q.limit)),
      page: q.page,
    };
  }

  async function stats() {
    const [[totals], groups] = await Promise.all([
      db
        .select({
          total: sql<number>`count(*)::int`,
          publicCount: sql<number>`(count(*) filter (where ${feedback.isPublic}))::int`,
          average: sql<string | null>`round(avg(${feedback.rating}), 2)::text`,
        })
        .from(feedback),
      db
        .select({ status: feedback.status, count: sql<number>`count(*)::int` })
        .from(feedback)
        .groupBy(feedback.status),
    ]);
    const counts = new Map(groups.map((g) => [g.status, g.count]));
    return {
      total: totals?.total ?? 0,
      // Every status, zeros included, in workflow order.
      byStatus: FEEDBACK_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      publicFeedbackCount: totals?.publicCount ?? 0,
      averageRating: totals?.average == null ? null : Number(totals.average),
    };
  }

  async function find(id: string) {
    const [r] = await selectRows().where(eq(feedback.id, id));
    if (!r) throw notFound();
    return present({ ...r.row, attachmentCount: r.attachmentCount });
  }

  async function detail(id: string) {
    const item = await find(id);
    const files = await db
      .select()
      .from(feedbackAttachments)
      .where(eq(feedbackAttachments.feedbackId, id))
      .orderBy(asc(feedbackAttachments.createdAt), asc(feedbackAttachments.filename));
    return {
      ...item,
      attachments: files.map((a) => ({
        id: a.id,
        filename: a.filename,
        mime: a.mime,
        size: a.size,
        url: links.path(a.id),
      })),
    };
  }

  /** Stores the answer and status; when the answer text is new, the sender gets it by e-mail. */
  async function respond(id: string, body: { response: string; status: TFeedbackStatus }) {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ row: feedback, userEmail: users.email, userName: users.name })
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .where(eq(feedback.id, id))
        .for('update', { of: feedback });
      if (!current) throw notFound();
      const fb = current.row;
      await tx
        .update(feedback)
        .set({ adminResponse: body.response, status: body.status, updatedAt: new Date() })
        .where(eq(feedback.id, id));
      const to = current.userEmail ?? fb.senderEmail;
      if (!to || fb.adminResponse === body.response) return;
      const name = (current.userName ?? fb.senderName ?? '').trim();
      await sendTemplate(
        deps,
        {
          key: 'feedback_response',
          to,
          values: {
            userName: name,
            userEmail: to,
            feedbackSubject: fb.subject,
            response: body.response,
            feedbackStatus: body.status.replace(/_/g, ' '),
          },
          kind: 'feedback_response',
        },
        tx,
      );
    });
    return find(id);
  }

  async function setPublic(id: string, isPublic: boolean) {
    const [r] = await db
      .update(feedback)
      .set({ isPublic, updatedAt: new Date() })
      .where(eq(feedback.id, id))
      .returning({ id: feedback.id });
    if (!r) throw notFound();
    return find(id);
  }

  /** Deletes the row (attachments cascade) and then their files. */
  async function remove(id: string) {
    const files = await db
      .select({ path: feedbackAttachments.path })
      .from(feedbackAttachments)
      .where(eq(feedbackAttachments.feedbackId, id));
    const [gone] = await db.delete(feedback).where(eq(feedback.id, id)).returning({ id: feedback.id });
    if (!gone) throw notFound();
    for (const f of files) await storage.remove(f.path).catch(() => {});
  }

  /** Every matching row as CSV lines, fetched in keyset batches so memory stays flat. */
  async function* exportCsv(f: TAdminFeedbackFilters): AsyncGenerator<string> {
    yield `${CSV_HEADER.join(',')}\r\n`;
    const cond = filterWhere(f);
    const sortCol = SORT_COLUMNS[f.sort];
    const size = deps.exportBatch ?? 1000;
    const batch = (cursor: Cursor | null) =>
      db
        .select({
          row: feedback,
          attachmentCount: ATTACHMENT_COUNT,
          key: sql<string>`${sortCol}::text`,
          at: sql<string>`${feedback.createdAt}::text`,
        })
        .from(feedback)
        .where(cursor ? and(cond, after(f, cursor)) : cond)
        .orderBy(...orderOf(f))
        .limit(size);
    let cursor: Cursor | null = null;
    for (;;) {
      const rows = await batch(cursor);
      if (rows.length === 0) return;
      yield rows.map((r) => `${csvLine(present({ ...r.row, attachmentCount: r.attachmentCount }))}\r\n`).join('');
      if (rows.length < size) return;
      const last = rows[rows.length - 1]!;
      cursor = { key: last.key, at: last.at, id: last.row.id };
    }
  }

  /** The attachment behind a signed link, or a 404 that says nothing about why. */
  async function attachment(id: string, exp: string | undefined, sig: string | undefined) {
    if (!links.verify(id, exp, sig)) throw new AppError('NOT_FOUND', 'File not found');
    const [a] = await db.select().from(feedbackAttachments).where(eq(feedbackAttachments.id, id));
    const size = a ? await storage.size(a.path) : null;
    if (!a || size === null) throw new AppError('NOT_FOUND', 'File not found');
    return { ...a, size, stream: await storage.read(a.path) };
  }

  /** Latest public feedback for the public site: no e-mail, no last name. */
  async function publicList(limit: number) {
    const rows = await db
      .select({
        id: feedback.id,
        rating: feedback.rating,
        subject: feedback.subject,
        message: feedback.message,
        createdAt: feedback.createdAt,
        name: sql<string | null>`coalesce(${users.name}, ${feedback.senderName})`,
      })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(eq(feedback.isPublic, true))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      subject: r.subject,
      message: r.message,
      first_name: r.name?.trim().split(/\s+/)[0] || null,
      created_at: r.createdAt.toISOString(),
    }));
  }

  return { list, stats, detail, respond, setPublic, remove, exportCsv, attachment, publicList };
}

export type AdminFeedbackService = ReturnType<typeof createAdminFeedbackService>;
