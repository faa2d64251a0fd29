/**
 * The checks every file sent to support passes, from a form or by mail (docs/business-rules.md#support-attachment-names,
 * ADR 0054): at most three, 5 MB each, of a kind proven by their bytes (file-types.ts' ATTACHMENT_KINDS).
 */
export const MAX_ATTACHMENTS = 3;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TOO_LARGE = "Each attachment can be at most 5 MB.";
export const attachmentWrongType = (fileName: string) =>
  `${fileName || "An attachment"} can not be attached: attach images (PNG, JPEG, WebP, GIF), PDF files, .txt/.log files or a .zip of logs.`;
