ALTER TABLE "audit_log" ADD COLUMN "chain" text;--> statement-breakpoint
CREATE INDEX "audit_log_chain_seq_idx" ON "audit_log" USING btree ("chain","seq");