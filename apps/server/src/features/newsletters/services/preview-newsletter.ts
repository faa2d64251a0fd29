import { renderMarkdown } from "../../../integrations/mail/render-markdown.ts";

/** The HTML a newsletter's Markdown becomes in the mail, sanitised as it will be sent. */
export const previewNewsletter = (markdown: string): { html: string } => ({ html: renderMarkdown(markdown) });
