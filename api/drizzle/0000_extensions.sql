-- Extensions and text search objects the schema depends on. On PGlite the extensions must also be
-- loaded through the constructor (see src/db/open-db.ts); CREATE EXTENSION then installs them.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
--> statement-breakpoint
-- unaccent() is STABLE (it reads a dictionary chosen by search_path), so it cannot appear in an index
-- or generated column. Naming the dictionary explicitly makes the result fixed: safe to mark IMMUTABLE.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Full-text configurations that strip accents before stemming, so 'creme' finds 'crème' in both languages.
-- to_tsvector(regconfig, text) is IMMUTABLE, so generated tsvector columns can use them.
CREATE TEXT SEARCH CONFIGURATION public.comptoir_en (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.comptoir_en
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.comptoir_fr (COPY = pg_catalog.french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.comptoir_fr
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.french_stem;
