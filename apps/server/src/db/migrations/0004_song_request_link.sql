ALTER TABLE "songs" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "songs_request_key" ON "songs" USING btree ("request_id");