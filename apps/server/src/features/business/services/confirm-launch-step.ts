import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { auditedEdit } from "../../audit/index.ts";
import type { ManualLaunchStep } from "./get-launch-checklist.ts";

/** Staff tick a step of the launch checklist they alone can judge (the sample catalogue reviewed); audited. */
export async function confirmLaunchStep(deps: AppDeps, actorId: number, step: ManualLaunchStep): Promise<void> {
  await auditedEdit(
    deps,
    { actorId, action: "launch-step", subject: `launch-step:${step}`, invalidates: "business-profile" },
    async (tx) => {
      const now = deps.now();
      await tx.insert(schema.launchSteps).values({ step, doneAt: now, doneBy: actorId }).onConflictDoNothing();
      return { before: null, after: { step, doneAt: now.toISOString() }, result: undefined };
    },
  );
}
