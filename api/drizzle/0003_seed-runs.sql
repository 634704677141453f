CREATE TABLE "seed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_seed" integer NOT NULL,
	"product_count" integer NOT NULL,
	"dataset_now" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
