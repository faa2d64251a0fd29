/**
 * Services Accounting Code printed on every line (ADR 0008). What a customer buys is a time-limited
 * licence to use our desktop software, with its market-data add-ons: "Licensing services for the
 * right to use computer software and databases", 997331 (GST 18%). The installer itself is free to
 * download for the trial, so 998434 ("software downloads") describes the delivery, not the sale.
 */
export const SAC_SOFTWARE_LICENCE = "997331";
export const SAC_DESCRIPTION = "Licensing services for the right to use computer software and databases";

/** A webinar seat is a live training session: "Commercial training and coaching services", 999293 (GST 18%). */
export const SAC_TRAINING = "999293";
