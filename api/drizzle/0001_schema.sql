CREATE SEQUENCE "public"."group_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "approval_group_approvers" (
	"approval_group_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "approval_group_approvers_approval_group_id_buyer_id_pk" PRIMARY KEY("approval_group_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "approval_group_members" (
	"approval_group_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	CONSTRAINT "approval_group_members_approval_group_id_buyer_id_pk" PRIMARY KEY("approval_group_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "approval_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"threshold_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"approver_id" uuid NOT NULL,
	"action" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"actor_id" uuid,
	"on_behalf_of_id" uuid,
	"client_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"logo_text" text NOT NULL,
	"logo_filename" text,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"copyright_en" text NOT NULL,
	"copyright_fr" text NOT NULL,
	"contact_email_label_en" text NOT NULL,
	"contact_email_label_fr" text NOT NULL,
	"contact_email" text NOT NULL,
	"branded_email_type" integer NOT NULL,
	"guest_walk_up" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"buyer_id" uuid,
	"cost_centre" text,
	"period" text DEFAULT 'monthly' NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"total_budget" integer NOT NULL,
	"available_budget" integer NOT NULL,
	"show_budget_calculator" boolean DEFAULT true NOT NULL,
	"show_time_period_dates" boolean DEFAULT true NOT NULL,
	"time_period_message_en" text DEFAULT '' NOT NULL,
	"time_period_message_fr" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_ship_tos" (
	"buyer_id" uuid NOT NULL,
	"ship_to_id" uuid NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "buyer_ship_tos_buyer_id_ship_to_id_pk" PRIMARY KEY("buyer_id","ship_to_id")
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"logon_name" text NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text NOT NULL,
	"secondary_email_address" text DEFAULT '' NOT NULL,
	"tel_number" text DEFAULT '' NOT NULL,
	"tel_number_extension" text DEFAULT '' NOT NULL,
	"fax_number" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"culture_code" text DEFAULT 'en-CA' NOT NULL,
	"first_page_type" integer DEFAULT 2 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_test_account" boolean DEFAULT false NOT NULL,
	"is_punch_out" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"invitee_state" integer DEFAULT 0 NOT NULL,
	"is_waiting_for_co_activation" boolean DEFAULT false NOT NULL,
	"activation" jsonb,
	"administered_by" uuid,
	"prefered_billing_option_type" integer DEFAULT 0 NOT NULL,
	"default_ship_to_id" uuid,
	"merge_product_in_basket" boolean DEFAULT false NOT NULL,
	"show_buy_again_and_previously_purchased" boolean DEFAULT true NOT NULL,
	"show_ship_to_search_flag" boolean DEFAULT false NOT NULL,
	"view_ship_to_selection_page" boolean DEFAULT false NOT NULL,
	"search_result_type" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"level" integer NOT NULL,
	"slug" text NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"pictogram" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_no" text NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"brand_key" text DEFAULT 'default' NOT NULL,
	"client_group_type" integer DEFAULT 0 NOT NULL,
	"type_catalog" integer DEFAULT 0 NOT NULL,
	"customer_type" integer DEFAULT 0 NOT NULL,
	"division_code" text NOT NULL,
	"warehouse_no" text NOT NULL,
	"market_segment" text DEFAULT '' NOT NULL,
	"sic_code" text DEFAULT '' NOT NULL,
	"exclude_dropship" boolean DEFAULT false NOT NULL,
	"can_receive_promotions" boolean DEFAULT true NOT NULL,
	"credit_card_mandatory_type" text NOT NULL,
	"allow_account_credit_card" boolean DEFAULT false NOT NULL,
	"allow_profile_credit_card" boolean DEFAULT false NOT NULL,
	"allow_checkout_credit_card" boolean DEFAULT false NOT NULL,
	"allow_place_on_account" boolean DEFAULT true NOT NULL,
	"minimum_order_amount" integer DEFAULT 0 NOT NULL,
	"suspended_date_from" date,
	"suspended_date_until" date,
	"over_budget_policy" text DEFAULT 'warn' NOT NULL,
	"settings" jsonb NOT NULL,
	"customer_care_phone" text DEFAULT '' NOT NULL,
	"sales_rep_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_client_no_unique" UNIQUE("client_no")
);
--> statement-breakpoint
CREATE TABLE "custom_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"label_en" text NOT NULL,
	"label_fr" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"length" integer DEFAULT 120 NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_prompts_client_sequence_uq" UNIQUE("client_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "cms_layouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"brand_key" text DEFAULT 'default' NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"shopping_list_id" uuid NOT NULL,
	"shopping_list_type" integer NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"image_id" uuid NOT NULL,
	"warehouse_no" text,
	"division_code" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	CONSTRAINT "publications_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "recall_products" (
	"recall_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "recall_products_recall_id_product_id_pk" PRIMARY KEY("recall_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"url_en" text NOT NULL,
	"url_fr" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"brand_key" text DEFAULT 'default' NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_contents_kind_brand_uq" UNIQUE("kind","brand_key")
);
--> statement-breakpoint
CREATE TABLE "feature_flag_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flag_key" text NOT NULL,
	"scope" text NOT NULL,
	"scope_id" text DEFAULT '' NOT NULL,
	"value" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flag_overrides_uq" UNIQUE("flag_key","scope","scope_id")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_value" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "group_order_invitees" (
	"group_order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'invited' NOT NULL,
	"replied_at" timestamp with time zone,
	CONSTRAINT "group_order_invitees_group_order_id_buyer_id_pk" PRIMARY KEY("group_order_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "group_order_lines" (
	"group_order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_order_lines_group_order_id_buyer_id_product_id_pk" PRIMARY KEY("group_order_id","buyer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "group_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_order_number" bigint NOT NULL,
	"client_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"ship_to_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mode" text DEFAULT 'quick' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closing_date" timestamp with time zone NOT NULL,
	CONSTRAINT "group_orders_group_order_number_unique" UNIQUE("group_order_number")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"buyer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_buyer_id_key_pk" PRIMARY KEY("buyer_id","key")
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" uuid NOT NULL,
	"warehouse_no" text NOT NULL,
	"quantity_on_hand" integer DEFAULT 0 NOT NULL,
	"quantity_back_ordered" integer DEFAULT 0 NOT NULL,
	"expected_date" date,
	CONSTRAINT "product_stock_product_id_warehouse_no_pk" PRIMARY KEY("product_id","warehouse_no")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_no" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "warehouses_warehouse_no_unique" UNIQUE("warehouse_no")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_no" text NOT NULL,
	"client_id" uuid NOT NULL,
	"order_id" uuid,
	"issued_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" integer NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"buyer_id" uuid,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"payment_token" text NOT NULL,
	"card_summary" text DEFAULT '' NOT NULL,
	"provider_reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"message_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_message_id_buyer_id_pk" PRIMARY KEY("message_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"buyer_id" uuid,
	"message_status" smallint NOT NULL,
	"message_type" smallint NOT NULL,
	"primary_message_en" text NOT NULL,
	"primary_message_fr" text NOT NULL,
	"secondary_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_shipped" integer DEFAULT 0 NOT NULL,
	"quantity_back_ordered" integer DEFAULT 0 NOT NULL,
	"unit_list_price" integer NOT NULL,
	"unit_sell_price" integer NOT NULL,
	"is_contract" boolean DEFAULT false NOT NULL,
	"standing_offer_number" text,
	"promotion_id" uuid,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_note" text DEFAULT '' NOT NULL,
	"special_delivery_option" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_order_line_number_uq" UNIQUE("order_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "order_prompt_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid,
	"prompt_id" uuid NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "order_prompt_values_uq" UNIQUE NULLS NOT DISTINCT("order_id","prompt_id","order_line_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" bigint,
	"client_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"ship_to_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"approval_state" text,
	"approval_group_id" uuid,
	"submitted_date" timestamp with time zone,
	"billing_option_type" text,
	"payment_token" text,
	"sub_total" integer DEFAULT 0 NOT NULL,
	"fees_total" integer DEFAULT 0 NOT NULL,
	"promo_discount" integer DEFAULT 0 NOT NULL,
	"gst_total" integer DEFAULT 0 NOT NULL,
	"pst_total" integer DEFAULT 0 NOT NULL,
	"hst_total" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"price_details" jsonb,
	"minimum_order_amount" integer DEFAULT 0 NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"delivery_instructions" text DEFAULT '' NOT NULL,
	"coupon_code" text,
	"promotion_id" uuid,
	"is_group_order" boolean DEFAULT false NOT NULL,
	"group_order_id" uuid,
	"deli_serv_opt_type" smallint DEFAULT 1 NOT NULL,
	"is_deli_unknown" boolean DEFAULT false NOT NULL,
	"is_deli_and_inst_unknown" boolean DEFAULT false NOT NULL,
	"is_deli_opt_set" boolean DEFAULT false NOT NULL,
	"shipping_postal_code" text,
	"delivery_zone" text,
	"delivery_type" text DEFAULT 'standard' NOT NULL,
	"scheduled_date" date,
	"submission_key" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "contract_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"standing_offer_number" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_clients" (
	"coupon_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	CONSTRAINT "coupon_clients_coupon_id_client_id_pk" PRIMARY KEY("coupon_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"minimum_subtotal" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"applies_to_all_clients" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"product_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	CONSTRAINT "price_tiers_product_id_min_quantity_pk" PRIMARY KEY("product_id","min_quantity")
);
--> statement-breakpoint
CREATE TABLE "promotion_clients" (
	"promotion_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	CONSTRAINT "promotion_clients_promotion_id_client_id_pk" PRIMARY KEY("promotion_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"details_en" text DEFAULT '' NOT NULL,
	"details_fr" text DEFAULT '' NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"applies_to_all_clients" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_fees" (
	"product_id" uuid NOT NULL,
	"fee_type" smallint NOT NULL,
	"amount" integer NOT NULL,
	"is_exempt_from_assembly_fees" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_fees_product_id_fee_type_pk" PRIMARY KEY("product_id","fee_type")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'image' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_fr" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_media_product_position_uq" UNIQUE("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"related_product_id" uuid NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"format_en" text,
	"format_fr" text,
	"quantity" integer,
	CONSTRAINT "product_relations_product_id_kind_related_product_id_pk" PRIMARY KEY("product_id","kind","related_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_house_brand" boolean DEFAULT false NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	CONSTRAINT "product_brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"code_jda" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"short_description_en" text DEFAULT '' NOT NULL,
	"short_description_fr" text DEFAULT '' NOT NULL,
	"long_description_en" text DEFAULT '' NOT NULL,
	"long_description_fr" text DEFAULT '' NOT NULL,
	"uom_en" text NOT NULL,
	"uom_fr" text NOT NULL,
	"keywords_en" text DEFAULT '' NOT NULL,
	"keywords_fr" text DEFAULT '' NOT NULL,
	"brand_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"list_price" integer NOT NULL,
	"sales_multiple" integer DEFAULT 1 NOT NULL,
	"minimum_quantity" integer DEFAULT 1 NOT NULL,
	"is_made_in_canada" boolean DEFAULT false NOT NULL,
	"is_clearance_item" boolean DEFAULT false NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"is_drop_ship" boolean DEFAULT false NOT NULL,
	"is_special_delivery" boolean DEFAULT false NOT NULL,
	"is_assembly" boolean DEFAULT false NOT NULL,
	"is_installation" boolean DEFAULT false NOT NULL,
	"is_catalog" boolean DEFAULT true NOT NULL,
	"is_market_price" boolean DEFAULT false NOT NULL,
	"is_special_order" boolean DEFAULT false NOT NULL,
	"is_core" boolean DEFAULT false NOT NULL,
	"variant_group_id" uuid,
	"variant_value_en" text,
	"variant_value_fr" text,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"safety_data_sheets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_days_min" integer DEFAULT 2 NOT NULL,
	"delivery_days_max" integer DEFAULT 5 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"review_rating" real DEFAULT 0 NOT NULL,
	"printer_models" text[] DEFAULT '{}'::text[] NOT NULL,
	"box_length_in" real,
	"box_width_in" real,
	"box_height_in" real,
	"box_resistance_type" text,
	"colour_en" text,
	"colour_fr" text,
	"colour_hex" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('comptoir_en'::regconfig, coalesce("products"."code", '')), 'A') || setweight(to_tsvector('comptoir_en'::regconfig, coalesce("products"."name_en", '')), 'A') || setweight(to_tsvector('comptoir_en'::regconfig, coalesce("products"."keywords_en", '')), 'B') || setweight(to_tsvector('comptoir_en'::regconfig, coalesce("products"."short_description_en", '')), 'B') || setweight(to_tsvector('comptoir_en'::regconfig, coalesce("products"."long_description_en", '')), 'C')) STORED NOT NULL,
	"search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('comptoir_fr'::regconfig, coalesce("products"."code", '')), 'A') || setweight(to_tsvector('comptoir_fr'::regconfig, coalesce("products"."name_fr", '')), 'A') || setweight(to_tsvector('comptoir_fr'::regconfig, coalesce("products"."keywords_fr", '')), 'B') || setweight(to_tsvector('comptoir_fr'::regconfig, coalesce("products"."short_description_fr", '')), 'B') || setweight(to_tsvector('comptoir_fr'::regconfig, coalesce("products"."long_description_fr", '')), 'C')) STORED NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "variant_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"buyer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_buyer_id_product_id_pk" PRIMARY KEY("buyer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason_en" text NOT NULL,
	"reason_fr" text NOT NULL,
	CONSTRAINT "return_lines_return_id_order_line_id_pk" PRIMARY KEY("return_id","order_line_id")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_no" text NOT NULL,
	"mr_number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_date" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_return_no_unique" UNIQUE("return_no")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"logon_name" text NOT NULL,
	"buyer_id" uuid,
	"ip_address" text DEFAULT '' NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"postal_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_handoffs_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"admin_user_id" uuid,
	"ship_to_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"rotated_from" uuid,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ship_tos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"ship_to_no" text NOT NULL,
	"name" text NOT NULL,
	"attention" text DEFAULT '' NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text DEFAULT 'CA' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"delivery_zone" text NOT NULL,
	"assembly_available" boolean DEFAULT false NOT NULL,
	"installation_available" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ship_tos_client_no_uq" UNIQUE("client_id","ship_to_no")
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"shopping_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_items_shopping_list_id_product_id_pk" PRIMARY KEY("shopping_list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"buyer_id" uuid,
	"type" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_group_approvers" ADD CONSTRAINT "approval_group_approvers_approval_group_id_approval_groups_id_fk" FOREIGN KEY ("approval_group_id") REFERENCES "public"."approval_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_group_approvers" ADD CONSTRAINT "approval_group_approvers_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_group_members" ADD CONSTRAINT "approval_group_members_approval_group_id_approval_groups_id_fk" FOREIGN KEY ("approval_group_id") REFERENCES "public"."approval_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_group_members" ADD CONSTRAINT "approval_group_members_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_groups" ADD CONSTRAINT "approval_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_approver_id_buyers_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_ship_tos" ADD CONSTRAINT "buyer_ship_tos_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_ship_tos" ADD CONSTRAINT "buyer_ship_tos_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_administered_by_buyers_id_fk" FOREIGN KEY ("administered_by") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_default_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("default_ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_prompts" ADD CONSTRAINT "custom_prompts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_shopping_list_id_shopping_lists_id_fk" FOREIGN KEY ("shopping_list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_products" ADD CONSTRAINT "recall_products_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_products" ADD CONSTRAINT "recall_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_overrides" ADD CONSTRAINT "feature_flag_overrides_flag_key_feature_flags_key_fk" FOREIGN KEY ("flag_key") REFERENCES "public"."feature_flags"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "group_order_invitees" ADD CONSTRAINT "group_order_invitees_group_order_id_group_orders_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."group_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_invitees" ADD CONSTRAINT "group_order_invitees_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_lines" ADD CONSTRAINT "group_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_lines" ADD CONSTRAINT "group_order_lines_invitee_fk" FOREIGN KEY ("group_order_id","buyer_id") REFERENCES "public"."group_order_invitees"("group_order_id","buyer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_creator_id_buyers_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_warehouse_no_warehouses_warehouse_no_fk" FOREIGN KEY ("warehouse_no") REFERENCES "public"."warehouses"("warehouse_no") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_prompt_values" ADD CONSTRAINT "order_prompt_values_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_prompt_values" ADD CONSTRAINT "order_prompt_values_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_prompt_values" ADD CONSTRAINT "order_prompt_values_prompt_id_custom_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."custom_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approval_group_id_approval_groups_id_fk" FOREIGN KEY ("approval_group_id") REFERENCES "public"."approval_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_order_id_group_orders_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."group_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_clients" ADD CONSTRAINT "coupon_clients_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_clients" ADD CONSTRAINT "coupon_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tiers" ADD CONSTRAINT "price_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_clients" ADD CONSTRAINT "promotion_clients_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_clients" ADD CONSTRAINT "promotion_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fees" ADD CONSTRAINT "product_fees_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_product_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."product_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variant_group_id_variant_groups_id_fk" FOREIGN KEY ("variant_group_id") REFERENCES "public"."variant_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_handoffs" ADD CONSTRAINT "login_handoffs_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_user_id_buyers_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_rotated_from_sessions_id_fk" FOREIGN KEY ("rotated_from") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_tos" ADD CONSTRAINT "ship_tos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_shopping_list_id_shopping_lists_id_fk" FOREIGN KEY ("shopping_list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_group_approvers_buyer_idx" ON "approval_group_approvers" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "approval_group_members_buyer_idx" ON "approval_group_members" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "approval_groups_client_idx" ON "approval_groups" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "approval_history_order_idx" ON "approval_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "approval_history_approver_idx" ON "approval_history" USING btree ("approver_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_client_at_idx" ON "audit_log" USING btree ("client_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "budgets_client_idx" ON "budgets" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "budgets_buyer_idx" ON "budgets" USING btree ("buyer_id","begin_date");--> statement-breakpoint
CREATE INDEX "buyer_ship_tos_ship_to_idx" ON "buyer_ship_tos" USING btree ("ship_to_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_logon_name_uq" ON "buyers" USING btree (lower("logon_name"));--> statement-breakpoint
CREATE INDEX "buyers_client_id_idx" ON "buyers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "buyers_email_address_idx" ON "buyers" USING btree (lower("email_address"));--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "clients_brand_key_idx" ON "clients" USING btree ("brand_key");--> statement-breakpoint
CREATE INDEX "cms_layouts_page_brand_idx" ON "cms_layouts" USING btree ("page","brand_key");--> statement-breakpoint
CREATE INDEX "publications_weight_idx" ON "publications" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "recall_products_product_idx" ON "recall_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "recalls_weight_idx" ON "recalls" USING btree ("weight");--> statement-breakpoint
CREATE INDEX "group_order_invitees_buyer_idx" ON "group_order_invitees" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "group_orders_creator_idx" ON "group_orders" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "group_orders_client_idx" ON "group_orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_stock_warehouse_idx" ON "product_stock" USING btree ("warehouse_no");--> statement-breakpoint
CREATE INDEX "invoices_client_status_idx" ON "invoices" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "messages_client_buyer_idx" ON "messages" USING btree ("client_id","buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_status_idx" ON "orders" USING btree ("buyer_id","status");--> statement-breakpoint
CREATE INDEX "orders_client_submitted_idx" ON "orders" USING btree ("client_id","submitted_date");--> statement-breakpoint
CREATE INDEX "orders_approval_group_idx" ON "orders" USING btree ("approval_group_id");--> statement-breakpoint
CREATE INDEX "orders_group_order_idx" ON "orders" USING btree ("group_order_id");--> statement-breakpoint
CREATE INDEX "orders_ship_to_idx" ON "orders" USING btree ("ship_to_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_cart_uq" ON "orders" USING btree ("buyer_id") WHERE status = 'open' and group_order_id is null;--> statement-breakpoint
CREATE INDEX "contract_prices_client_product_idx" ON "contract_prices" USING btree ("client_id","product_id");--> statement-breakpoint
CREATE INDEX "contract_prices_product_idx" ON "contract_prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "coupon_clients_client_idx" ON "coupon_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "promotion_clients_client_idx" ON "promotion_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "promotion_products_product_idx" ON "promotion_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_relations_related_idx" ON "product_relations" USING btree ("related_product_id");--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_variant_group_id_idx" ON "products" USING btree ("variant_group_id");--> statement-breakpoint
CREATE INDEX "products_code_trgm_idx" ON "products" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_en_trgm_idx" ON "products" USING gin (immutable_unaccent("name_en") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_fr_trgm_idx" ON "products" USING gin (immutable_unaccent("name_fr") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "products_search_fr_idx" ON "products" USING gin ("search_fr");--> statement-breakpoint
CREATE INDEX "products_printer_models_idx" ON "products" USING gin ("printer_models");--> statement-breakpoint
CREATE INDEX "recently_viewed_buyer_at_idx" ON "recently_viewed" USING btree ("buyer_id","viewed_at");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "returns_buyer_idx" ON "returns" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "login_attempts_logon_name_at_idx" ON "login_attempts" USING btree ("logon_name","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at_idx" ON "login_attempts" USING btree ("ip_address","at");--> statement-breakpoint
CREATE INDEX "login_handoffs_buyer_id_idx" ON "login_handoffs" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "sessions_buyer_id_idx" ON "sessions" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ship_tos_postal_code_idx" ON "ship_tos" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "shopping_list_items_product_idx" ON "shopping_list_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shopping_lists_buyer_type_idx" ON "shopping_lists" USING btree ("buyer_id","type");--> statement-breakpoint
CREATE INDEX "shopping_lists_client_idx" ON "shopping_lists" USING btree ("client_id");