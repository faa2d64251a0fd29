import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { setSessionCookie } from "../../auth/session-cookie.ts";
import { logInWithFacebook } from "../../services/auth/log-in-with-facebook.ts";
import { loginAnswer, loginResponse } from "./login.ts";

const facebookLogin: RouteModule = (app) => {
  app.post(
    "/api/auth/facebookLogin",
    {
      config: { signsIn: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Sign in with a Facebook access token (checked with the Graph API); an unknown email gets a new account",
        querystring: z.object({
          accessToken: z
            .string({ error: "The Facebook access token is missing." })
            .trim()
            .min(10, "The Facebook access token is missing.")
            .max(4_096, "The Facebook access token is too long."),
        }),
        response: { 200: loginResponse.extend({ isNewUser: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const { session, isNewUser } = await logInWithFacebook(app.deps, request.query.accessToken, request.ip);
      setSessionCookie(reply, app.deps.config, session.token);
      return { ...loginAnswer(session.token, session.expiresAt, session.user.userId), isNewUser };
    },
  );
};

export default facebookLogin;
