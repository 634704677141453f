CREATE TABLE "change_listeners" (
	"listener_id" text NOT NULL,
	"channel" text NOT NULL,
	"backend_pid" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_listeners_listener_id_channel_pk" PRIMARY KEY("listener_id","channel")
);
--> statement-breakpoint
-- Each api process keeps its buyers' priced carts in memory (docs/decisions/055) and forgets them all when what a
-- cart's answer is read from changes. These triggers tell the other processes listening; a writer's own process has
-- seen its writes already (its pool's connections carry comptoir.own_listener), so a lone process pays nothing:
-- PostgreSQL serialises the commits of notifying transactions. catalogue_generation stands for the catalogue tables
-- (migration 0020's triggers update it at every write to them). NOTIFY is delivered at commit, once per transaction.
CREATE OR REPLACE FUNCTION public.notify_cart_answer_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM public.change_listeners l WHERE l.channel = 'comptoir_cart_answer_changes'
             AND l.listener_id IS DISTINCT FROM current_setting('comptoir.own_listener', true)) THEN
    PERFORM pg_notify('comptoir_cart_answer_changes', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same for the sessions' feed of migration 0021 (decision 053): only other processes than the writer's are told.
CREATE OR REPLACE FUNCTION public.notify_session_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM public.change_listeners l WHERE l.channel = 'comptoir_session_changes'
             AND l.listener_id IS DISTINCT FROM current_setting('comptoir.own_listener', true)) THEN
    PERFORM pg_notify('comptoir_session_changes', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_notify_cart_answer_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_cart_answer_changes();--> statement-breakpoint
CREATE TRIGGER "order_refs_notify_cart_answer_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_refs" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_cart_answer_changes();--> statement-breakpoint
CREATE TRIGGER "order_lines_notify_cart_answer_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_lines" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_cart_answer_changes();--> statement-breakpoint
CREATE TRIGGER "order_payment_cards_notify_cart_answer_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_payment_cards" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_cart_answer_changes();--> statement-breakpoint
CREATE TRIGGER "order_prompt_values_notify_cart_answer_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_prompt_values" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_cart_answer_changes();--> statement-breakpoint
CREATE TRIGGER "clients_notify_cart_answer_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_cart_answer_changes();--> statement-breakpoint
CREATE TRIGGER "buyers_notify_cart_answer_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "buyers" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_cart_answer_changes();--> statement-breakpoint
CREATE TRIGGER "ship_tos_notify_cart_answer_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ship_tos" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_cart_answer_changes();--> statement-breakpoint
CREATE TRIGGER "coupons_notify_cart_answer_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_cart_answer_changes();--> statement-breakpoint
CREATE TRIGGER "coupon_clients_notify_cart_answer_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coupon_clients" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_cart_answer_changes();--> statement-breakpoint
CREATE TRIGGER "catalogue_generation_notify_cart_answer_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_generation" FOR EACH STATEMENT EXECUTE FUNCTION public.notify_cart_answer_changes();
