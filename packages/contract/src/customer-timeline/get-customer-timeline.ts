import { z } from "zod";
import { decodeTimelineCursor, isTimelineKind, TIMELINE_KINDS } from "@investar/core";
import { defineEndpoint } from "../endpoint.ts";
import { userId } from "../parts/user-id-query.ts";

const kindsMessage = `kinds lists timeline kinds separated by commas: ${TIMELINE_KINDS.join(", ")}.`;

export const getCustomerTimeline = defineEndpoint({
  method: "GET",
  path: "/api/admin/customer-timeline",
  query: z.object({
    userId,
    before: z
      .string()
      .max(120)
      .refine((token) => decodeTimelineCursor(token) !== null, "before must be the next-page token of an earlier answer.")
      .optional(),
    kinds: z
      .string()
      .max(200)
      .refine((list) => list.split(",").every((kind) => isTimelineKind(kind.trim())), kindsMessage)
      .optional(),
  }),
  answer: z.object({
    entries: z
      .array(
        z.object({
          key: z.string().max(80),
          at: z.string().max(40),
          kind: z.enum(TIMELINE_KINDS),
          title: z.string().max(500),
          detail: z.string().max(2500),
          href: z.string().max(200).optional(),
        }),
      )
      .max(100),
    next: z.string().max(120).nullable(),
  }),
});
