import { validateEmail } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { badRequest } from "../../../errors.ts";
import { sendFeedback } from "../services/send-feedback.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "POST",
    path: "/api/user/SendInvestarFeedback",
    body: z.object({
      subject: z
        .string({ error: "Enter a subject." })
        .trim()
        .min(1, "Enter a subject.")
        .max(150, "The subject can have at most 150 characters."),
      message: z
        .string({ error: "Enter your feedback." })
        .trim()
        .min(1, "Enter your feedback.")
        .max(4000, "The feedback can have at most 4000 characters."),
      rating: z
        .number({ error: "Give a rating from 1 to 5." })
        .int("Give a rating from 1 to 5.")
        .min(1, "Give a rating from 1 to 5.")
        .max(5, "Give a rating from 1 to 5."),
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
      const { id, reference } = await sendFeedback(deps, feedback, { email: replyTo, caller: principal });
      return { id, reference, message: `Thank you for your feedback. Your reference number is ${reference}.` };
    },
  },
);
