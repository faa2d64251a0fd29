import { validateEmail } from "@investar/core";
import { supportFormMessages as said } from "@investar/core/support-form-messages";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { badRequest } from "../../../errors.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import { sendFeedback } from "../services/send-feedback.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "POST",
    path: "/api/user/SendInvestarFeedback",
    body: z.object({
      subject: z.string({ error: said.subjectRequired }).trim().min(1, said.subjectRequired).max(150, said.subjectTooLong),
      message: z.string({ error: said.feedbackRequired }).trim().min(1, said.feedbackRequired).max(4000, said.feedbackTooLong),
      rating: z.number({ error: said.ratingInvalid }).int(said.ratingInvalid).min(1, said.ratingInvalid).max(5, said.ratingInvalid),
      email: z.string().max(200).optional(),
    }),
    answer: z.object({ id: z.number().int(), reference: z.string(), message: z.string() }),
  },
  {
    // Public or logged in; limited per address so it cannot flood the support desk.
    config: { access: access.anyone, rateLimit: { max: 10, timeWindow: "1 hour" } },
    summary: "Send feedback about Investar (subject, message, rating 1 to 5); an anonymous sender may add a reply email",
    handler: async (request, { deps }) => {
      const principal = await request.principal();
      const { email, ...feedback } = request.body;
      let replyTo = principal?.email ?? null;
      if (!principal && email) {
        const problem = validateEmail(email, deps.config.vendorEmailDomain);
        if (problem) throw badRequest(problem, { email: [problem] });
        replyTo = email.trim();
      }
      const { id, reference } = await sendFeedback(deps, feedback, {
        email: replyTo,
        caller: principal,
        language: requestLanguage(request),
      });
      return { id, reference, message: `Thank you for your feedback. Your reference number is ${reference}.` };
    },
  },
);
