import { z } from "zod";

/** A customer's member information as the profile answers it (core's MemberInfo). */
export const memberInfo = z.object({
  fullName: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  occupation: z.string().nullable(),
  tradingExperience: z.string().nullable(),
});
