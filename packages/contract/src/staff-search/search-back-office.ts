import { z } from "zod";
import { STAFF_SEARCH_KINDS, STAFF_SEARCH_MAX_LENGTH } from "@investar/core";
import { defineEndpoint } from "../endpoint.ts";

const hit = z.object({
  kind: z.enum(STAFF_SEARCH_KINDS),
  label: z.string().max(300),
  detail: z.string().max(500),
  customer: z.object({ userId: z.number().int(), name: z.string().max(300), email: z.string().max(320) }).nullable(),
  href: z.string().max(300).nullable(),
  exact: z.boolean(),
});

const customer = z.object({
  userId: z.number().int(),
  name: z.string().max(300),
  email: z.string().max(320),
  mobileNo: z.string().max(40),
  role: z.string().max(40),
  isEmailVerified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string().max(40),
});

export const searchBackOffice = defineEndpoint({
  method: "GET",
  path: "/api/admin/Search",
  query: z.object({
    q: z
      .string({ error: "Type what to search for." })
      .max(STAFF_SEARCH_MAX_LENGTH, `Search for at most ${STAFF_SEARCH_MAX_LENGTH} characters.`),
    page: z.coerce.number({ error: "page must be a whole number." }).int().min(1).max(100_000).default(1),
  }),
  answer: z.object({
    records: z.array(hit).max(100),
    customers: z.object({
      users: z.array(customer).max(100),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
    goTo: z.string().max(300).nullable(),
  }),
});
