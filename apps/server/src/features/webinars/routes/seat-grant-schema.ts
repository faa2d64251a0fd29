import { z } from "zod";
import { SEAT_SOURCES } from "@investar/core";

/** How a registration call answers the seat it gave (or the one the caller already had). */
export const seatGrantResponse = z.object({
  webinarId: z.number().int(),
  title: z.string(),
  dateTime: z.string(),
  source: z.enum(SEAT_SOURCES),
  alreadyRegistered: z.boolean(),
});
