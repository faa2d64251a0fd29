CREATE TABLE "home_slides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"art" text NOT NULL,
	"eyebrow" text NOT NULL,
	"headline" text NOT NULL,
	"body" text NOT NULL,
	"link_label" text,
	"link_href" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
