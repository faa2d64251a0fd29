CREATE TABLE "used_google_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_google_nonces_expires_at_idx" ON "used_google_nonces" USING btree ("expires_at");