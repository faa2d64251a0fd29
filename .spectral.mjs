// The API document's lint (Spectral): the OpenAPI rules and the OWASP API security rules, with zero errors
// allowed. apps/server/test/api-document.test.ts runs it on the document the app serves (`npm run lint:api`).
import { oas } from "@stoplight/spectral-rulesets";
import owasp from "@stoplight/spectral-owasp-ruleset";

export default {
  extends: [oas, owasp],
  rules: {
    // The rules below stay visible as warnings: each asks for something this API answers another way.
    // Limits are per action and kept in the database (login failures, sign-ups, codes sent, recovery), answered
    // with 429 and Retry-After; ordinary answers carry no rate-limit headers.
    "owasp:api4:2023-rate-limit": "warn",
    // Numeric ids are the published API's (docs/business-rules.md#api-calls); every id-bearing call is guarded
    // (requireSelfOrAdmin / requireAdmin, proven for every endpoint by authorization.test.ts), not hidden.
    "owasp:api1:2023-no-numeric-ids": "warn",
    // Admins use the same session token as everyone; the role in it is checked on the server for every admin call.
    "owasp:api5:2023-admin-security-unique": "warn",
    // Signing in, signing up, recovery and the payment gateway's callbacks are public writes by design.
    "owasp:api2:2023-write-restricted": "warn",
    // Parameter names of the published API (isPassword is a flag; facebookLogin's token is the provider's).
    "owasp:api2:2023-no-credentials-in-url": "warn",
  },
};
