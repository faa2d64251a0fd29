/** What /admin/newsletters reads from the newsletters feature. */
import type { NewsletterSummary } from "@investar/core";

export interface NewslettersPageServices {
  /** /admin/newsletters: the latest mailings with copies sent and unsubscribes. */
  listNewsletters(): Promise<{ newsletters: NewsletterSummary[] }>;
}
