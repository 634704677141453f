-- Each api process keeps its buyers' priced carts in memory (docs/decisions/055) and forgets them all when what a
-- cart's answer is read from changes: these notify the processes listening. catalogue_generation stands for the
-- catalogue tables (migration 0020's triggers update it at every write to them). NOTIFY is delivered at commit, once
-- per transaction.
CREATE OR REPLACE FUNCTION public.notify_cart_answer_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('comptoir_cart_answer_changes', '');
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
