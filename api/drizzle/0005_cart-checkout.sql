CREATE TABLE "guest_cart_lines" (
	"guest_cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_cart_lines_guest_cart_id_product_id_pk" PRIMARY KEY("guest_cart_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "guest_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_carts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"recipient_buyer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"culture_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_payment_cards" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refs" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"ref" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_refs_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	CONSTRAINT "order_refs_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "payment_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"payment_token" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" text DEFAULT 'authorized' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"warehouse_no" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_order_id_product_id_warehouse_no_pk" PRIMARY KEY("order_id","product_id","warehouse_no")
);
--> statement-breakpoint
ALTER TABLE "guest_cart_lines" ADD CONSTRAINT "guest_cart_lines_guest_cart_id_guest_carts_id_fk" FOREIGN KEY ("guest_cart_id") REFERENCES "public"."guest_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_cart_lines" ADD CONSTRAINT "guest_cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_recipient_buyer_id_buyers_id_fk" FOREIGN KEY ("recipient_buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_cards" ADD CONSTRAINT "order_payment_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refs" ADD CONSTRAINT "order_refs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_authorizations" ADD CONSTRAINT "payment_authorizations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_authorizations" ADD CONSTRAINT "payment_authorizations_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notifications_pending_idx" ON "order_notifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_authorizations_order_idx" ON "payment_authorizations" USING btree ("order_id");--> statement-breakpoint
-- One line per product in an order: add-to-cart adds quantities with ON CONFLICT (order_id, product_id) DO UPDATE.
CREATE UNIQUE INDEX "order_lines_order_product_uq" ON "order_lines" USING btree ("order_id","product_id");--> statement-breakpoint
-- Every order gets its integer reference (the spec's OrderId) when it is inserted, however it is inserted.
CREATE OR REPLACE FUNCTION public.order_refs_assign() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO public.order_refs (order_id) VALUES (NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_assign_ref AFTER INSERT ON public.orders FOR EACH ROW EXECUTE FUNCTION public.order_refs_assign();--> statement-breakpoint
INSERT INTO "order_refs" ("order_id") SELECT "id" FROM "orders" ORDER BY "created_at", "id";
