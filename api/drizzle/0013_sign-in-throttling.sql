-- Decision 024: the typed logon name (sometimes a password pasted into the wrong field) is no longer kept.
-- Its keyed hash needs SESSION_SECRET, which SQL does not have, so the old rows are purged rather than
-- rewritten: the attempts' log and the sign-in counters whose keys held the typed text.
DELETE FROM "login_attempts";--> statement-breakpoint
DELETE FROM "rate_limit_counters" WHERE "key" LIKE 'signin:%';--> statement-breakpoint
CREATE TABLE "rate_limit_paces" (
	"key" text PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "login_attempts_logon_name_at_idx";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "account_hash" text NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_paces_last_at_idx" ON "rate_limit_paces" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "login_attempts_account_hash_ip_idx" ON "login_attempts" USING btree ("account_hash","ip_address");--> statement-breakpoint
ALTER TABLE "login_attempts" DROP COLUMN "logon_name";