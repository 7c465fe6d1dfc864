-- Issue 54: the backups `npm run backup` completed (for the System panel and the backup alert), when each outbox mail was last tried, and the trace that queued it.
CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bytes" bigint NOT NULL,
	"database" text NOT NULL,
	CONSTRAINT "backup_runs_database_known" CHECK ("backup_runs"."database" in ('pglite', 'postgres'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "trace_parent" text;