CREATE TABLE "catalogue_generation" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promotions_start_date_idx" ON "promotions" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "promotions_end_date_idx" ON "promotions" USING btree ("end_date");--> statement-breakpoint
-- One row per slot: a writer bumps its backend's slot, so concurrent writers of the catalogue seldom wait on each other.
INSERT INTO "catalogue_generation" ("slot", "generation") SELECT s, 0 FROM generate_series(0, 15) AS s;
--> statement-breakpoint
-- Statement-level, so a bulk load is one bump per statement; a statement that changes no row still bumps (a cache miss, never a stale answer).
CREATE OR REPLACE FUNCTION public.bump_catalogue_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.catalogue_generation SET generation = generation + 1 WHERE slot = pg_backend_pid() % 16;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table the cart's lines and prompts statements read besides the order's own rows (which bump orders.version).
CREATE TRIGGER "products_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_generation();--> statement-breakpoint
CREATE TRIGGER "price_tiers_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_tiers" FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_generation();--> statement-breakpoint
CREATE TRIGGER "product_fees_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_fees" FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_generation();--> statement-breakpoint
CREATE TRIGGER "product_media_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_media" FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_generation();--> statement-breakpoint
CREATE TRIGGER "product_stock_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_stock" FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_generation();--> statement-breakpoint
CREATE TRIGGER "contract_prices_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contract_prices" FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_generation();--> statement-breakpoint
CREATE TRIGGER "promotions_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_generation();--> statement-breakpoint
CREATE TRIGGER "promotion_products_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotion_products" FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_generation();--> statement-breakpoint
CREATE TRIGGER "promotion_clients_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotion_clients" FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_generation();--> statement-breakpoint
CREATE TRIGGER "custom_prompts_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custom_prompts" FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_generation();
