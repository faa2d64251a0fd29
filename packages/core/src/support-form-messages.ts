/**
 * The support forms' field messages (docs/business-rules.md#support-attachment-names, ADR 0026): the API's checks answer them
 * and the forms show them, in the page's language by their keys (validation-keys.ts, docs/adr/0059-hindi-with-lingui.md#errors).
 */
export const supportFormMessages = {
  subjectRequired: "Enter a subject.",
  subjectTooLong: "The subject can have at most 150 characters.",
  descriptionRequired: "Describe the problem.",
  descriptionTooLong: "The description can have at most 4000 characters.",
  feedbackRequired: "Enter your feedback.",
  feedbackTooLong: "The feedback can have at most 4000 characters.",
  ratingInvalid: "Give a rating from 1 to 5.",
  brokerRequired: "Enter the broker's name.",
  brokerTooLong: "The broker's name can have at most 100 characters.",
  textTooLong: (max: string) => `Use at most ${max} characters.`,
  tooManyFiles: (max: string) => `Attach at most ${max} files.`,
  attachmentTooLarge: "Each attachment can be at most 5 MB.",
  attachmentWrongType: (fileName: string) =>
    `${fileName || "An attachment"} can not be attached: attach images (PNG, JPEG, WebP, GIF), PDF files, .txt/.log files or a .zip of logs.`,
} as const;
