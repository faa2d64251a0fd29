import { access } from "../../../auth/access.ts";
import { previewNewsletter as contract } from "@investar/contract/newsletters/preview-newsletter";
import { previewNewsletter } from "../services/preview-newsletter.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: the sanitised HTML a newsletter's Markdown becomes in the mail",
  handler: async (request) => {
    return previewNewsletter(request.body.markdown);
  },
});
