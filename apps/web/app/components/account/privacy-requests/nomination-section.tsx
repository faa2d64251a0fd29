import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { NominationView } from "@investar/contract/pages/privacy-requests";
import { NOMINEE_RELATIONSHIPS, nominationChecks, problemsOf } from "@investar/core/privacy-requests/privacy-request-checks";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { FormField, SubmitButton } from "../../form-field.tsx";
import { SelectField } from "../../profile/select-field.tsx";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { useForm } from "../../../lib/forms/use-form.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { toast } from "../../../lib/toast.ts";

const saveNomination = lazyEndpoint(() => import("@investar/contract/privacy-requests/save-nomination"), "saveNomination");
const withdrawNomination = lazyEndpoint(() => import("@investar/contract/privacy-requests/withdraw-nomination"), "withdrawNomination");

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** The customer's nominee (DPDP Act s. 14): shown, changed or withdrawn here; each change is recorded with a reference. */
export function NominationSection({ nomination }: { nomination: NominationView | null }) {
  const { vendorEmailDomain } = useRootData();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(nomination === null);
  const [withdrawing, setWithdrawing] = useState(false);
  const form = useForm({
    initial: { name: nomination?.name ?? "", email: nomination?.email ?? "", relationship: nomination?.relationship ?? "" },
    validate: (values) => problemsOf(nominationChecks(vendorEmailDomain), values),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(
      (values) => callEndpoint(saveNomination, { body: values }),
      (data) => data.message,
    );
    if (answer) {
      setEditing(false);
      await revalidator.revalidate();
    }
  };
  const withdraw = async () => {
    setWithdrawing(true);
    try {
      const result = await callEndpoint(withdrawNomination, {});
      if (!result.ok) return toast.error(result.failure.message);
      toast.success(result.data.message);
      form.reset({ name: "", email: "", relationship: "" });
      setEditing(true);
      await revalidator.revalidate();
    } finally {
      setWithdrawing(false);
    }
  };
  return (
    <>
      <p>
        You can name someone to exercise your rights over your data here (a copy, a correction, closing your account) if you die or can no
        longer act yourself. We will ask them for proof (a death certificate, or a medical certificate of incapacity) before acting.
      </p>
      {nomination && !editing ? (
        <div className="privacy-nominee">
          <p>
            Your nominee: <strong>{nomination.name}</strong> ({nomination.relationship}), {nomination.email}. Recorded on{" "}
            {dateFormat.format(new Date(nomination.updatedAt))}.
          </p>
          <div className="button-row">
            <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
              Change nominee
            </button>
            <button type="button" className="button button--ghost" onClick={withdraw} disabled={withdrawing} aria-busy={withdrawing}>
              {withdrawing ? "Withdrawing…" : "Withdraw nomination"}
            </button>
          </div>
        </div>
      ) : (
        <form className="privacy-form" onSubmit={submit} noValidate aria-label="Nominate someone">
          <FormField id="nominee-name" label="Nominee's full name" maxLength={100} autoComplete="off" {...form.field("name")} />
          <FormField
            id="nominee-email"
            label="Nominee's email address"
            type="email"
            maxLength={45}
            autoComplete="off"
            {...form.field("email")}
          />
          <SelectField
            id="nominee-relationship"
            label="How they are related to you"
            placeholder="Choose…"
            options={NOMINEE_RELATIONSHIPS}
            {...form.field("relationship")}
          />
          <div className="button-row">
            <SubmitButton busy={form.busy} busyLabel="Saving…">
              {nomination ? "Save the new nominee" : "Nominate"}
            </SubmitButton>
            {nomination ? (
              <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
                Cancel
              </button>
            ) : null}
          </div>
        </form>
      )}
    </>
  );
}
