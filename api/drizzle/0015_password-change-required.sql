-- Decision 032: a password an administrator set must be changed at the buyer's next sign-in. Passwords set before
-- this migration count too: a buyer whose last password event in the audit log is an administrator's (create,
-- copy, reset, or a change by an admin acting for them) has not chosen their own yet. Seeded passwords (the demo
-- users') have no such row and stay as they are.
ALTER TABLE "buyers" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "buyers" SET "password_change_required" = true
FROM (
	SELECT DISTINCT ON ("entity_id") "entity_id", "action", "on_behalf_of_id"
	FROM "audit_log"
	WHERE "entity" = 'buyer' AND "action" IN ('admin.user.create', 'admin.user.copy', 'admin.user.resetPassword', 'auth.passwordChanged')
	ORDER BY "entity_id", "seq" DESC
) AS "last_password_event"
WHERE "buyers"."id"::text = "last_password_event"."entity_id"
	AND ("last_password_event"."action" <> 'auth.passwordChanged' OR "last_password_event"."on_behalf_of_id" IS NOT NULL);
