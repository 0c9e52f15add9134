-- Staff sessions end at a fixed time however often they refresh; the end is carried from token to token.
ALTER TABLE "refresh_tokens" ADD COLUMN "session_ends_at" timestamp with time zone;
--> statement-breakpoint
-- A new e-mail address waits here until the link sent to it is followed (profile e-mail change).
ALTER TABLE "users" ADD COLUMN "pending_email" text;
--> statement-breakpoint
-- Outbox copies stored before this change may hold live reset or verification links: hide their tokens.
UPDATE "mail_outbox"
SET "text" = regexp_replace("text", '((reset-password|verify-email)\?token=)[^\s"''<&]+', '\1[hidden]', 'g'),
    "html" = regexp_replace("html", '((reset-password|verify-email)\?token=)[^\s"''<&]+', '\1[hidden]', 'g')
WHERE "kind" IN ('reset-password', 'verify-email');
