import { startMailCatcher } from "./mail-catcher.ts";

/** The journeys' web server: the real server, sending mail over SMTP to the catcher started here. */
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const mailViewPort = Number(process.env.E2E_MAIL_VIEW_PORT);
await startMailCatcher(smtpPort, mailViewPort);
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
await import("../../apps/server/src/main.ts");
