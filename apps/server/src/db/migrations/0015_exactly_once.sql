-- Issue 21 (exactly once under crashes). Scheduled jobs are unique by construction: at most one waiting
-- or running row per singleton key, so two processes scheduling at the same moment make one chain.
ALTER TABLE "jobs" ADD COLUMN "singleton_key" text;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "repeat_seconds" integer;
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key" ON "jobs" USING btree ("singleton_key") WHERE "jobs"."singleton_key" is not null and "jobs"."status" in ('queued', 'running');
--> statement-breakpoint
-- The sandbox provider honours idempotency keys: a repeated charge or refund answers the first one.
ALTER TABLE "sandbox_checkouts" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD CONSTRAINT "sandbox_checkouts_idempotency_key" UNIQUE("idempotency_key");
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"checkout_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_id_key" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_checkout_id_sandbox_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."sandbox_checkouts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- JWT secrets generated once and shared by every process on this database (when not given by env).
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
