import { getGoogleNonce as contract } from "@investar/contract/accounts/get-google-nonce";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { startGoogleSignIn } from "../services/start-google-sign-in.ts";

const getGoogleNonce: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { access: access.anyone, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "A one-time nonce for a Google sign-in: send it to Google; the ID token posted to auth/googleLogin must carry it",
        response: { 200: contract.answer },
      },
    },
    async (_request, reply) => {
      void reply.header("cache-control", "no-store");
      return startGoogleSignIn(deps);
    },
  );
};

export default getGoogleNonce;
