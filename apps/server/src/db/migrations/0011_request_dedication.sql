-- Who a requested song is for (issue 17): the recipient's names as the buyer wants them sung, their
-- relationship to the buyer and how the song is signed; which voice sings it (issue 18); and what the
-- lyric writer understood from the story (a typed Story, as JSON), for the admin request details.
-- Requests made before this have none of them and keep working: the story is read for them.
ALTER TABLE "song_requests" ADD COLUMN "recipient" text;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "relationship" text;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "sign_off" text;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "voice" text DEFAULT 'auto' NOT NULL;
--> statement-breakpoint
ALTER TABLE "song_requests" ADD CONSTRAINT "song_requests_voice_check" CHECK ("voice" IN ('auto', 'female', 'male'));
--> statement-breakpoint
ALTER TABLE "song_requests" ADD COLUMN "story" jsonb;
