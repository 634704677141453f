-- Every api process keeps live sessions in memory (docs/decisions/053) and forgets them all when a session's rows
-- change: these notify the processes listening. NOTIFY is delivered at commit, once per transaction.
CREATE OR REPLACE FUNCTION public.notify_session_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('comptoir_session_changes', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A session's own row: any change but the refresh of last_seen_at, which a session's answer does not hold.
CREATE TRIGGER "sessions_notify_changes" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION public.notify_session_changes();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_deletes" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_session_changes();--> statement-breakpoint
-- The buyer (active, roles, language, the acting admin), the client (settings), the approver lists; deletes of
-- ship-tos and approval groups reach sessions and approvers through their foreign keys and fire these too.
CREATE TRIGGER "buyers_notify_session_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "buyers" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_session_changes();--> statement-breakpoint
CREATE TRIGGER "clients_notify_session_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_session_changes();--> statement-breakpoint
CREATE TRIGGER "approval_group_approvers_notify_session_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "approval_group_approvers" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_session_changes();
