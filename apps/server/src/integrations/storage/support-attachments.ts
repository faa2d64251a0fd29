import { supportFormMessages } from "@investar/core/support-form-messages";
/**
 * The checks every file sent to support passes, from a form or by mail (docs/business-rules.md#support-attachment-names,
 * ADR 0054): at most three, 5 MB each, of a kind proven by their bytes (file-types.ts' ATTACHMENT_KINDS).
 */
export const MAX_ATTACHMENTS = 3;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TOO_LARGE = supportFormMessages.attachmentTooLarge;
export const attachmentWrongType = supportFormMessages.attachmentWrongType;
