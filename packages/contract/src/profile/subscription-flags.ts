import { z } from "zod";

/** The mailings a customer chose (core's SubscriptionFlags): saved as sent and answered back. */
export const subscriptionFlags = z.object({
  newsletter: z.boolean(),
  productUpdates: z.boolean(),
  webinarInvites: z.boolean(),
  offers: z.boolean(),
  // Optional in input so clients that predate the setting keep it as it is (on, unless turned off).
  renewalReminders: z.boolean().default(true),
});
