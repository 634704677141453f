-- The vocabulary of product names (table search_terms, see src/db/schema/search-terms.ts) follows the
-- products table through statement-level triggers with transition tables: one grouped upsert per insert,
-- update or delete statement, so a 100,000-product load stays a handful of statements per batch.
CREATE OR REPLACE FUNCTION public.name_words(name text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(public.immutable_unaccent(lower(name)), '[^[:alnum:]]+') AS w WHERE length(w) >= 3 $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_terms (language, term, products)
  SELECT 'en', w, count(*)::int FROM new_rows n, public.name_words(n.name_en) w GROUP BY w
  UNION ALL
  SELECT 'fr', w, count(*)::int FROM new_rows n, public.name_words(n.name_fr) w GROUP BY w
  ON CONFLICT (language, term) DO UPDATE SET products = public.search_terms.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_terms_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.search_terms t SET products = t.products - d.n
  FROM (SELECT 'en' AS language, w AS term, count(*)::int AS n FROM old_rows o, public.name_words(o.name_en) w GROUP BY w
        UNION ALL
        SELECT 'fr', w, count(*)::int FROM old_rows o, public.name_words(o.name_fr) w GROUP BY w) d
  WHERE t.language = d.language AND t.term = d.term;
  DELETE FROM public.search_terms WHERE products <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates change the vocabulary only when a name changes: the rows whose names differ are counted out
-- with their old names and back in with their new ones.
CREATE OR REPLACE FUNCTION public.search_terms_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH renamed AS (
    SELECT o.name_en AS old_en, o.name_fr AS old_fr, n.name_en AS new_en, n.name_fr AS new_fr
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.name_en IS DISTINCT FROM n.name_en OR o.name_fr IS DISTINCT FROM n.name_fr
  ), delta AS (
    SELECT 'en' AS language, w AS term, -1 AS n FROM renamed r, public.name_words(r.old_en) w
    UNION ALL SELECT 'fr', w, -1 FROM renamed r, public.name_words(r.old_fr) w
    UNION ALL SELECT 'en', w, 1 FROM renamed r, public.name_words(r.new_en) w
    UNION ALL SELECT 'fr', w, 1 FROM renamed r, public.name_words(r.new_fr) w
  )
  INSERT INTO public.search_terms (language, term, products)
  SELECT language, term, sum(n)::int FROM delta GROUP BY language, term HAVING sum(n) <> 0
  ON CONFLICT (language, term) DO UPDATE SET products = public.search_terms.products + excluded.products;
  DELETE FROM public.search_terms WHERE products <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_terms_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.search_terms;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON public.products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.search_terms_add();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON public.products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.search_terms_rename();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_delete AFTER DELETE ON public.products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.search_terms_remove();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_truncate AFTER TRUNCATE ON public.products
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_terms_clear();
--> statement-breakpoint
-- Products loaded before this migration.
INSERT INTO public.search_terms (language, term, products)
SELECT 'en', w, count(*)::int FROM public.products p, public.name_words(p.name_en) w GROUP BY w
UNION ALL
SELECT 'fr', w, count(*)::int FROM public.products p, public.name_words(p.name_fr) w GROUP BY w
ON CONFLICT (language, term) DO UPDATE SET products = excluded.products;
