import { z } from "zod";

/** A session was created (its cookie set by the answer). */
export const loginResponse = z.object({
  tokenString: z.string(),
  /** docs/business-rules.md#login-response: a JSON string containing auth_token. */
  Result: z.string(),
  /** ADMIN_2FA=required and this admin has no authenticator yet: the page sends them to enrol before anything else. */
  mustEnrolTwoFactor: z.boolean().optional(),
});

/** The first factor passed but the account has an authenticator: no session yet, only the code step's challenge. */
export const secondFactorRequired = z.object({
  code: z.literal("SecondFactorRequired"),
  message: z.string(),
  /** For POST auth/loginTwoFactor, with the code; valid for `expiresIn` seconds. */
  challenge: z.string(),
  expiresIn: z.number().int(),
});

/** What every first-factor sign-in answers (login, SetPassword, ResetPassword, the social logins). */
export const signInAnswer = z.union([loginResponse, secondFactorRequired]);
export type SignInAnswer = z.infer<typeof signInAnswer>;
export type SecondFactorChallenge = z.infer<typeof secondFactorRequired>;
