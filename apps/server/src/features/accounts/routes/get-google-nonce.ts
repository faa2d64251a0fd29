import { getGoogleNonce as contract } from "@investar/contract/accounts/get-google-nonce";
import { access } from "../../../auth/access.ts";
import { startGoogleSignIn } from "../services/start-google-sign-in.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.anyone, rateLimit: { max: 60, timeWindow: "1 minute" } },
  summary: "A one-time nonce for a Google sign-in: send it to Google; the ID token posted to auth/googleLogin must carry it",
  handler: async (_request, { deps, reply }) => {
    void reply.header("cache-control", "no-store");
    return startGoogleSignIn(deps);
  },
});
