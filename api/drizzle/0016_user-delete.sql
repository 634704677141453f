DROP INDEX "buyers_logon_name_uq";--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_logon_name_uq" ON "buyers" USING btree (lower("logon_name")) WHERE "buyers"."deleted_at" is null;