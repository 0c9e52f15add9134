-- Lyric approval (issue 19): a request may wait in `awaiting_approval` with draft lyrics the buyer reads,
-- edits, redrafts (up to 3 times) and approves; rendering starts on approval with the approved lyrics and
-- the buyer's pronunciation notes. The status column is plain text, so the new status needs no change.
ALTER TABLE "song_requests" ADD COLUMN "lyrics_draft" jsonb;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "lyrics_approved" jsonb;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "pronunciations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "redrafts_used" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "draft_writing" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "approval_deadline" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "approved_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "approved_by" text;
--> statement-breakpoint
CREATE INDEX "song_requests_approval_deadline_idx" ON "song_requests" USING btree ("approval_deadline") WHERE "status" = 'awaiting_approval';
