CREATE TABLE "account_cards" (
	"ship_to_id" uuid PRIMARY KEY NOT NULL,
	"payment_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_cards" (
	"buyer_id" uuid PRIMARY KEY NOT NULL,
	"payment_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_cards" ADD CONSTRAINT "account_cards_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_cards" ADD CONSTRAINT "account_cards_saved_by_buyers_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_cards" ADD CONSTRAINT "profile_cards_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_cards" ADD CONSTRAINT "profile_cards_saved_by_buyers_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;