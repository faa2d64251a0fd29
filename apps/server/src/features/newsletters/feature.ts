import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import getNewslettersRoute from "./routes/get-newsletters.ts";
import getUnsubscribePageRoute from "./routes/get-unsubscribe-page.ts";
import previewNewsletterRoute from "./routes/preview-newsletter.ts";
import saveNewsletterRoute from "./routes/save-newsletter.ts";
import sendNewsletterRoute from "./routes/send-newsletter.ts";
import sendTestNewsletterRoute from "./routes/send-test-newsletter.ts";
import unsubscribeFromMailRoute from "./routes/unsubscribe-from-mail.ts";
import { scheduleNewsletterJob } from "./jobs/newsletter-job.ts";

/** Registers this feature's endpoints and starts its jobs. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    getNewslettersRoute,
    getUnsubscribePageRoute,
    previewNewsletterRoute,
    saveNewsletterRoute,
    sendNewsletterRoute,
    sendTestNewsletterRoute,
    unsubscribeFromMailRoute,
  ])
    route(app, deps);
  scheduleNewsletterJob(app, deps);
}
