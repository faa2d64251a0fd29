import { z } from "zod";

/** The mobile number a code goes to, as the desktop program sends it in the query; its rules are checked by the service. */
export const mobileNumberQuery = z.string({ error: "Mobile number is required." }).max(20, "Invalid mobile number.");
