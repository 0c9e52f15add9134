-- Abuse limits (issue 16 items 5, 6, 8).
-- Guest free orders wait for their e-mail address to be confirmed; the placing client's address (hashed) is
-- kept for the per-address daily cap.
ALTER TABLE "song_requests" ADD COLUMN "awaiting_email" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "email_confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "client_key" text;
--> statement-breakpoint
CREATE INDEX "song_requests_email_idx" ON "song_requests" USING btree ("email","created_at");
--> statement-breakpoint
CREATE INDEX "song_requests_client_idx" ON "song_requests" USING btree ("client_key","created_at");
--> statement-breakpoint
-- Guest plays: the (hashed) network address, for the per-address cap on anonymous plays.
ALTER TABLE "song_plays" ADD COLUMN "address_key" text;
--> statement-breakpoint
CREATE INDEX "song_plays_address_idx" ON "song_plays" USING btree ("song_id","address_key","created_at");
--> statement-breakpoint
-- Members' daily share caps count their shares by time.
CREATE INDEX "song_shares_user_idx" ON "song_shares" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "playlist_shares_user_idx" ON "playlist_shares" USING btree ("user_id","created_at");
--> statement-breakpoint
-- Per-address caps on form mails count an address's recent mails by kind.
CREATE INDEX "mail_outbox_to_time_idx" ON "mail_outbox" USING btree ("to","created_at");
--> statement-breakpoint
-- The support acknowledgement carries nothing the sender typed: an unedited default gets the fixed wording.
UPDATE "email_templates" SET "subject" = 'We received your message ({{ticketRef}})', "body" = '<p>Hello,</p>
<p>Thanks for contacting {{siteName}} support. Your request (reference {{ticketRef}}) is with our team and we will reply within 24 hours.</p>
<p>If you did not write to us, you can ignore this e-mail.</p>
<p>Phone support: Mon-Fri 9AM-5PM EST.</p>', "updated_at" = now()
WHERE "key" = 'support_ack' AND "subject" = 'We received your message: {{ticketSubject}}';
