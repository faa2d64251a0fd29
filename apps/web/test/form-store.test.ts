import { changePassword } from "@investar/contract/accounts/change-password";
import { describe, expect, it } from "vitest";
import type { CallFailure, CallResult } from "../app/lib/call-endpoint.ts";
import { FormStore, schemaProblems } from "../app/lib/forms/form-store.ts";
import { currentToasts } from "../app/lib/toast.ts";

const REQUIRED = "Enter your current password.";

function passwordForm(report?: (failure: CallFailure) => string | null) {
  return new FormStore({
    initial: { current: "", next: "" },
    validate: (values) => ({ current: values.current ? null : REQUIRED }),
    fieldNames: { oldPassword: "current", newPassword: "next" },
    report,
  });
}

const failure = (status: number, fields: Record<string, string[]> = {}): CallResult<never> => ({
  ok: false,
  failure: { status, code: "Refused", message: `Refused with ${status}.`, fields },
});

const lastToast = () => currentToasts().at(-1);

describe("the form hook's store (useForm)", () => {
  it("shows a field's problem only once the form was submitted, and then does not call", async () => {
    const form = passwordForm();
    expect(form.errorOf("current")).toBeNull();
    let called = false;
    const answer = await form.submit(async () => ((called = true), { ok: true, data: 1 }));
    expect(answer).toBeNull();
    expect(called).toBe(false);
    expect(form.errorOf("current")).toBe(REQUIRED);
    form.set({ current: "old-secret1" });
    expect(form.errorOf("current")).toBeNull();
  });

  it("is busy while the call runs, then answers its data and toasts the success", async () => {
    const form = passwordForm();
    form.set({ current: "old-secret1", next: "new-secret1" });
    let release: (result: CallResult<string>) => void = () => undefined;
    const pending = form.submit(
      (values) =>
        new Promise<CallResult<string>>((resolve) => (release = resolve)).then(
          (result) => (expect(values.next).toBe("new-secret1"), result),
        ),
      (data) => `Saved ${data}.`,
    );
    expect(form.getSnapshot().busy).toBe(true);
    // A second submit while busy does nothing.
    expect(await form.submit(async () => ({ ok: true, data: "again" }))).toBeNull();
    release({ ok: true, data: "it" });
    expect(await pending).toBe("it");
    expect(form.getSnapshot().busy).toBe(false);
    expect(lastToast()).toMatchObject({ kind: "success", message: "Saved it." });
  });

  it("puts the server's field errors on the fields (ADR 0019 keys, renamed), until the field is edited", async () => {
    const form = passwordForm();
    form.set({ current: "wrong-secret1", next: "new" });
    const answer = await form.submit(async () => failure(400, { oldPassword: ["That is not your password."], userId: ["Unknown."] }));
    expect(answer).toBeNull();
    expect(form.errorOf("current")).toBe("That is not your password.");
    expect(form.errorOf("next")).toBeNull();
    form.set({ current: "old-secret1" });
    expect(form.errorOf("current")).toBeNull();
  });

  it("by default toasts a failure and keeps only a lasting refusal (429) as the form's error", async () => {
    const form = passwordForm();
    form.set({ current: "old-secret1" });
    await form.submit(async () => failure(400));
    expect(form.getSnapshot().error).toBeNull();
    expect(lastToast()).toMatchObject({ kind: "error", message: "Refused with 400." });
    await form.submit(async () => failure(429));
    expect(form.getSnapshot().error).toBe("Refused with 429.");
    // The next submit starts without it.
    await form.submit(async () => ({ ok: true, data: null }));
    expect(form.getSnapshot().error).toBeNull();
  });

  it("keeps what its own report returns", async () => {
    const form = passwordForm((refused) => refused.message);
    form.set({ current: "old-secret1" });
    await form.submit(async () => failure(401));
    expect(form.getSnapshot().error).toBe("Refused with 401.");
  });

  it("says a message it keeps for the form once, not again under the field the failure names", async () => {
    const form = passwordForm((refused) => refused.message);
    form.set({ current: "old-secret1" });
    await form.submit(async () => ({
      ok: false,
      failure: {
        status: 400,
        code: "WrongCode",
        message: "That is not your password.",
        fields: { oldPassword: ["That is not your password."] },
      },
    }));
    expect(form.getSnapshot().error).toBe("That is not your password.");
    expect(form.errorOf("current")).toBeNull();
  });

  it("adopts what a field showed when the page hydrated, once, so text typed before is sent", async () => {
    const form = passwordForm();
    form.adopt("current", "typed-early1");
    form.adopt("next", "");
    expect(form.getSnapshot().values).toEqual({ current: "typed-early1", next: "" });
    form.set({ current: "edited" });
    form.adopt("current", "typed-early1");
    expect(form.getSnapshot().values.current).toBe("edited");
    let sent: unknown = null;
    await form.submit(async (values) => ((sent = values), { ok: true, data: 1 }));
    expect(sent).toEqual({ current: "edited", next: "" });
  });

  it("reset goes back to the initial values with nothing shown", async () => {
    const form = passwordForm();
    await form.submit(async () => ({ ok: true, data: null }));
    form.set({ next: "typed" });
    form.reset();
    expect(form.getSnapshot()).toMatchObject({ values: { current: "", next: "" }, touched: {}, serverErrors: {}, error: null });
    expect(form.errorOf("current")).toBeNull();
  });

  it("reads a contract schema's messages by field", () => {
    const problems = schemaProblems(changePassword.body, { userId: 7, oldPassword: "", newPassword: "x" });
    expect(problems).toEqual({ oldPassword: REQUIRED });
  });
});
