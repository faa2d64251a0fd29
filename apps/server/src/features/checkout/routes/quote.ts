import { access } from "../../../auth/access.ts";
import type { AppDeps } from "../../../deps.ts";
import type { FastifyReply } from "fastify";
import { summaryInUnits, type PriceSummary } from "@investar/core";
import { quote as contract } from "@investar/contract/checkout/quote";
import type { App, RouteModule } from "../../../http/app-types.ts";
import { precompress, sendPrecompressed, type Precompressed } from "../../../http/precompressed.ts";
import { installKnownJsonBodies, type KnownBodiesValidator } from "../../../http/known-json-bodies.ts";
import { quotePrice } from "../../catalogue/index.ts";
import { pricingErrorSchema } from "../../catalogue/index.ts";
import { route } from "./route.ts";

/**
 * A visitor's quote is one object per catalogue, day and selection (quote-price.ts keeps it), and the
 * pricing page asks for the same few over and over. Its answer is checked against the response schema,
 * written as JSON and compressed once, here, and sent as those bytes afterwards: the per-request
 * conversion, schema check, serialisation and compression are skipped (the Quote budget of
 * docs/architecture.md#benchmark). Keyed by the summary object, so an answer lives exactly as long as the
 * cached quote it was made from.
 */
const visitorAnswers = new WeakMap<PriceSummary, Precompressed>();

function visitorAnswer(summary: PriceSummary): Precompressed {
  let answer = visitorAnswers.get(summary);
  if (answer === undefined) {
    answer = precompress(JSON.stringify(contract.answer.parse(summaryInUnits(summary))));
    visitorAnswers.set(summary, answer);
  }
  return answer;
}

const quoteRoute: RouteModule = (app, deps) => {
  // Its own scope: the known-bodies JSON parser (known-json-bodies.ts) is for this route only.
  void app.register(async (scope) => {
    const validatorCompiler = installKnownJsonBodies(scope, contract.body);
    registerQuote(scope as unknown as App, deps, validatorCompiler);
  });
};

function registerQuote(app: App, deps: AppDeps, validatorCompiler: KnownBodiesValidator): void {
  route(contract, {
    config: { access: access.anyone },
    summary:
      "Price a selection: fresh purchase for anonymous callers, the caller's own upgrade/renewal/extension when logged in. Amounts in currency units.",
    schema: {
      response: {
        400: pricingErrorSchema.describe(
          "code: one of the 13 pricing errors of docs/business-rules.md#pricing-error-codes, or BadRequest for a malformed body",
        ),
      },
    },
    options: { validatorCompiler },
    handler: async (request, { reply }) => {
      const principal = await request.principal();
      const summary = await quotePrice(deps, principal?.userId ?? null, request.body);
      if (principal) return summaryInUnits(summary);
      // The answer is already the 200 schema's JSON; the untyped reply takes it as text or gzip bytes.
      return sendPrecompressed(request, (reply as FastifyReply).type("application/json; charset=utf-8"), visitorAnswer(summary));
    },
  })(app, deps);
}

export default quoteRoute;
