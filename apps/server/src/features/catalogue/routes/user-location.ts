import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { getUserLocation } from "../services/get-user-location.ts";
import { currency } from "./pricing-schemas.ts";
import { paymentRoute } from "./route.ts";

/** Old clients send the parameters empty; empty means "not given". */
const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

export default paymentRoute(
  {
    method: "GET",
    path: "/api/payment/UserLocation",
    query: z.object({
      ip: z
        .preprocess(emptyAsAbsent, z.string().max(64, "ip is too long.").optional())
        .describe("The address the client thinks it has: recorded, not trusted"),
      location: z
        .preprocess(
          emptyAsAbsent,
          z
            .string()
            .max(2, "location must be a 2-letter country code, e.g. in or us.")
            .regex(/^[A-Za-z]{2}$/u, "location must be a 2-letter country code, e.g. in or us.")
            .optional(),
        )
        .describe("A country the visitor chose by hand; overrides the address"),
    }),
    answer: z.object({ country: z.string().describe("Lower-case ISO 3166 alpha-2, empty when unknown"), currency }),
  },
  {
    config: { access: access.anyone },
    summary: "Country and currency of the caller, from the connection's address ('in' → INR, elsewhere USD, unknown → INR)",
    handler: async (request) => {
      // docs/architecture.md#location: the client-supplied ip is only logged; the connection's address (behind TRUST_PROXY) decides.
      request.log.info({ reportedIp: request.query.ip ?? null, connectionIp: request.ip }, "location lookup");
      return getUserLocation(request.ip, request.query.location);
    },
  },
);
