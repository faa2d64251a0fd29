/**
 * The id of the price line for extra non-simultaneous licences (lines.ts), in a module of its own: pages that name
 * a summary's lines need it without the line builders, which the browser loads only with the pricing engine.
 */
export const NON_SIMULTANEOUS_LINE_ID = "NonSimultaneousLicences";
