CREATE INDEX "feedback_public_idx" ON "feedback" USING btree ("created_at") WHERE "feedback"."is_public";--> statement-breakpoint
CREATE INDEX "song_likes_created_idx" ON "song_likes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "song_shares_created_idx" ON "song_shares" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "songs_title_lower_idx" ON "songs" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"));