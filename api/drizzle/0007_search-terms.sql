CREATE TABLE "search_terms" (
	"language" text NOT NULL,
	"term" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_terms_language_term_pk" PRIMARY KEY("language","term")
);
--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("language","term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);