-- The buyer's journey (issue 20): revocable share keys for private songs, and one revision per delivered song.
CREATE TABLE "song_share_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"song_id" uuid NOT NULL,
	"created_by" uuid,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "song_share_keys" ADD CONSTRAINT "song_share_keys_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "song_share_keys" ADD CONSTRAINT "song_share_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "song_share_keys_song_idx" ON "song_share_keys" USING btree ("song_id","created_at");
--> statement-breakpoint
CREATE TABLE "song_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"song_id" uuid NOT NULL,
	"message" text NOT NULL,
	"lyrics" text,
	"requested_by" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "song_revisions" ADD CONSTRAINT "song_revisions_request_id_song_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."song_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "song_revisions" ADD CONSTRAINT "song_revisions_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "song_revisions_song_key" ON "song_revisions" USING btree ("song_id");
--> statement-breakpoint
CREATE INDEX "song_revisions_request_idx" ON "song_revisions" USING btree ("request_id","created_at");
