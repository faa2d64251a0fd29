import { z } from "zod";

/** Response shapes of the my-profile calls (core's MemberInfo, ContactInfo, SubscriptionFlags). */
export const memberInfo = z.object({
  fullName: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  occupation: z.string().nullable(),
  tradingExperience: z.string().nullable(),
});

export const contactInfo = z.object({
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  otherCity: z.string().nullable(),
  address: z.string().nullable(),
  pinCode: z.string().nullable(),
});

export const subscriptionFlags = z.object({
  newsletter: z.boolean(),
  productUpdates: z.boolean(),
  webinarInvites: z.boolean(),
  offers: z.boolean(),
  // Optional in input so clients that predate the setting keep it as it is (on, unless turned off).
  renewalReminders: z.boolean().default(true),
});

/**
 * Form input: text of bounded length only. The rules and their messages come from core's validators in
 * the services, the same ones the page runs, so the API and the form say the same thing.
 */
export const formText = (max: number) => z.string().max(max, `Use at most ${max} characters.`).nullish();
