CREATE TABLE "audit_chain_heads" (
	"chain" text PRIMARY KEY NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);--> statement-breakpoint
-- Each chain's head is its last row: appends to one chain are serialised, so its highest seq is its last link.
INSERT INTO "audit_chain_heads" ("chain", "prev_hash", "hash")
SELECT DISTINCT ON ("chain") "chain", "prev_hash", "hash" FROM "audit_log" WHERE "chain" IS NOT NULL ORDER BY "chain", "seq" DESC;
