import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";
import type { Order } from "../../payments/index.ts";

/** Who an order's mails go to: its account, with the language the mail is written in (ADR 0060). */
export interface OrderBuyer {
  id: number;
  email: string;
  name: string;
  isEmailVerified: boolean;
  language: string | null;
}

export async function orderBuyer(tx: Transaction, order: Pick<Order, "userId">): Promise<OrderBuyer | undefined> {
  const [user] = await tx
    .select({
      id: schema.users.id,
      email: schema.users.email,
      name: schema.users.fullName,
      isEmailVerified: schema.users.isEmailVerified,
      language: schema.users.language,
    })
    .from(schema.users)
    .where(eq(schema.users.id, order.userId));
  return user;
}
