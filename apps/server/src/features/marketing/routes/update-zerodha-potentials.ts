import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { updateBrokerPotentials } from "../services/update-broker-potentials.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { route } from "./route.ts";

const MAX_KEYS = 50;
const MAX_JSON_CHARS = 4_000;

// Free-form answers, but bounded: they sit on the user row and are read with it.
const potentials = z
  .record(z.string().max(100, "Each question name can have at most 100 characters."), z.unknown(), {
    error: "Send a JSON object of answers.",
  })
  .refine((value) => Object.keys(value).length <= MAX_KEYS, `Send at most ${MAX_KEYS} answers.`)
  .refine((value) => JSON.stringify(value).length <= MAX_JSON_CHARS, `The answers can take at most ${MAX_JSON_CHARS} characters.`);

export default route(
  {
    method: "POST",
    path: "/api/auth/UpdateZerodhaPotentials",
    query: z.object({ userId: idParam("userId") }),
    body: potentials,
    answer: z.object({ updated: z.literal(true) }),
  },
  {
    // A page records this once per sign-up: more than a few an hour is a script, not a customer.
    config: { access: access.self("query"), rateLimit: { max: 10, timeWindow: "1 hour" } },
    summary: "Store the broker page's questionnaire answers with the account (a JSON object)",
    handler: async (request, { deps }) => {
      return updateBrokerPotentials(deps, request.query.userId, request.body);
    },
  },
);
