import { seedAdminAccount } from "./admin-account.ts";
import { SMS_PATH, startMailCatcher } from "./mail-catcher.ts";
import { E2E_FACEBOOK_APP_ID, E2E_GOOGLE_CLIENT_ID, startSocialStandIns } from "./social-stand-ins.ts";

/** The journeys' web server: the real server, with mail going to a real SMTP catcher and social logins to loopback stand-ins. */
await startMailCatcher(Number(process.env.E2E_SMTP_PORT), Number(process.env.E2E_MAIL_VIEW_PORT));
const social = await startSocialStandIns(Number(process.env.E2E_SOCIAL_CONTROL_PORT));
process.env.SMTP_URL = `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`;
process.env.SMS_URL = `http://127.0.0.1:${process.env.E2E_MAIL_VIEW_PORT}${SMS_PATH}`;
process.env.GOOGLE_CLIENT_ID = E2E_GOOGLE_CLIENT_ID;
process.env.GOOGLE_JWKS_URL = social.googleJwksUrl;
process.env.FACEBOOK_APP_ID = E2E_FACEBOOK_APP_ID;
process.env.FACEBOOK_GRAPH_URL = social.graphUrl;
// Before the server takes the database's lock: the CLI that makes the admin needs it (admin-account.ts).
await seedAdminAccount(process.env.DATA_DIR ?? "./data");
await import("../../apps/server/src/main.ts");
