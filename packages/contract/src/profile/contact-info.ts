import { z } from "zod";

/** A customer's contact information as the profile answers it (core's ContactInfo). */
export const contactInfo = z.object({
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  otherCity: z.string().nullable(),
  address: z.string().nullable(),
  pinCode: z.string().nullable(),
});
