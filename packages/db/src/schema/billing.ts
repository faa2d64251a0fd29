import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { userIdColumn } from "./user-id-column.ts";

/**
 * Remembered billing details (docs/business-rules.md#billing-details UsersPaymentFormDetails / SetUserPaymentFormDetails): what the
 * payment form was last filled with, so a returning customer need not type it again. One row per user;
 * kept apart from the profile because an invoice may be addressed to a company, not the account holder.
 */
export const userPaymentFormDetails = pgTable("user_payment_form_details", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  pinCode: text("pin_code").notNull(),
  country: text("country").notNull(),
  phone: text("phone").notNull(),
  /** Indian GST registration of the buyer, printed on the tax invoice; null for consumers. */
  gstin: text("gstin"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * docs/business-rules.md#api-payment SetPaymentString / GetUsersPaymentDetailString: a small store of opaque strings a customer's
 * browser parks before it leaves for the payment gateway and reads back on return (see the service for
 * the meaning). Keyed by owner and the browser's own id for the string; bounded in count, size and age.
 */
export const paymentDetailStrings = pgTable(
  "payment_detail_strings",
  {
    userId: userIdColumn(),
    stringId: text("string_id").notNull(),
    value: text("value").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stringId] }), index("payment_detail_strings_user_saved_idx").on(t.userId, t.savedAt)],
);
