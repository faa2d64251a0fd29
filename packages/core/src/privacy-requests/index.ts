export * from "./privacy-requests.ts";
export * from "./privacy-request-checks.ts";
export * from "./privacy-request-forms.ts";
export * from "./breaches.ts";
