-- Issue 17: the shop's ending register. How many songs end a line in a given way (its last three words); an
-- ending two songs already have is one the lyric writer leaves alone, so no ending is sung by a third song.
CREATE TABLE "lyric_endings" (
	"ending" text PRIMARY KEY NOT NULL,
	"songs" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
