-- A product code is matched by its letters and digits, upper-cased ('hp64xl', 'HP 64XL' and 'hp-64' find HP-64XL;
-- 'cf410a' finds CF 410A): the typed text went through that rule and the stored code did not, so a code with a dash
-- or a space was never found by its code. core's productCodeKey is the same rule (a test keeps the two equal).
-- ASCII ranges, not [:alnum:]: accented letters are no part of a code in either, whatever the database's locale.
CREATE OR REPLACE FUNCTION public.product_code_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT upper(regexp_replace($1, '[^A-Za-z0-9]+', '', 'g')) $$;
--> statement-breakpoint
-- The code's start (LIKE 'HP64%', text_pattern_ops in any collation) and the whole JDA code replace the trigram index
-- on the code as stored and the JDA code's, which nothing else reads.
DROP INDEX "products_code_jda_idx";--> statement-breakpoint
DROP INDEX "products_code_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_code_key_idx" ON "products" USING btree (product_code_key("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_code_jda_key_idx" ON "products" USING btree (product_code_key("code_jda"));
