export const PRIVACY_TAG = "privacy requests";
export const ADMIN_PRIVACY_TAG = "admin privacy";

const ist = (at: Date) => at.toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long" });

/** What the page says once a request is filed. */
export const filedAnswer = (filed: { reference: string; dueAt: Date }, what: string) => ({
  reference: filed.reference,
  dueAt: filed.dueAt.toISOString(),
  message: `${what} Your reference number is ${filed.reference}; we will answer by ${ist(filed.dueAt)}.`,
});
