import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/** Steps staff confirm by hand (launch_steps rows), with the API that confirms them. */
export const manualLaunchSteps = ["catalogue-reviewed"] as const;

/** The step in the path: `/api/admin/launch-steps/catalogue-reviewed`. */
export const launchStepParams = z.object({
  step: z.enum(manualLaunchSteps, { error: `step must be one of ${manualLaunchSteps.join(", ")}.` }),
});

export const confirmLaunchStep = defineEndpoint({
  method: "POST",
  path: "/api/admin/launch-steps/:step",
  answer: z.object({ step: z.enum(manualLaunchSteps), done: z.literal(true) }),
});

/** The contract with its step filled into the path, as the browser calls it. */
export const confirmLaunchStepOf = (step: string) => ({
  ...confirmLaunchStep,
  path: confirmLaunchStep.path.replace(":step", encodeURIComponent(step)),
});
