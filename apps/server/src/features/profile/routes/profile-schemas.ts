import { z } from "zod";

/** Response shapes of the my-profile calls (core's MemberInfo, ContactInfo, SubscriptionFlags). */
export { memberInfo } from "@investar/contract/profile/member-info";

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
export { formText } from "@investar/contract/parts/form-text";
