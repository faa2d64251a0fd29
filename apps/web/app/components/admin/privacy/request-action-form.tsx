import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { AdminPrivacyRequestView } from "@investar/contract/pages/privacy-requests";
import {
  canMovePrivacyRequest,
  PRIVACY_REQUEST_STATES,
  privacyRequestStateLabels,
  type PrivacyRequestState,
} from "@investar/core/privacy-requests/privacy-requests";
import { useState, type FormEvent } from "react";
import { toast } from "../../../lib/toast.ts";
import { Field, invalidProps, useAdminCall } from "../admin-call.tsx";
import { CheckField, ChoiceField, SubmitRow, TextAreaField } from "../admin-fields.tsx";

const actOnPrivacyRequest = lazyEndpoint(() => import("@investar/contract/privacy-requests/act-on-privacy-request"), "actOnPrivacyRequest");

/** What staff do to one request on /admin/privacy: move it on, take it or let it go, write why, and mail that to the customer if they choose. */
export function RequestActionForm({ request, staffId }: { request: AdminPrivacyRequestView; staffId: number }) {
  const { errors, status, busy, send } = useAdminCall();
  const moves = PRIVACY_REQUEST_STATES.filter((to) => canMovePrivacyRequest(request.state, to));
  const [state, setState] = useState<PrivacyRequestState | "">("");
  const [assignee, setAssignee] = useState<"" | "me" | "nobody">("");
  const [note, setNote] = useState("");
  const [mailCustomer, setMailCustomer] = useState(false);
  const id = (field: string) => `privacy-${request.id}-${field}`;
  const mine = request.assignee?.userId === staffId;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { id: request.id, note, mailCustomer, ...(state ? { state } : {}), ...(assignee ? { assignee } : {}) };
    const done = await send(
      actOnPrivacyRequest,
      { body },
      (answer) =>
        `${answer.reference} is ${privacyRequestStateLabels[answer.state].toLowerCase()}${mailCustomer ? "; the customer has been mailed" : ""}.`,
    );
    if (done) {
      // A request closed from the open queue leaves it: the toast says what happened after its form is gone.
      toast.success(`${done.answer.reference} is saved.`);
      setState("");
      setAssignee("");
      setNote("");
      setMailCustomer(false);
    }
  };

  return (
    <form className="privacy-act" onSubmit={submit} noValidate aria-label={`Act on ${request.reference}`}>
      {moves.length > 0 ? (
        <ChoiceField
          id={id("state")}
          label="Move it to"
          error={errors.state}
          value={state}
          values={moves}
          labelOf={(to) => privacyRequestStateLabels[to]}
          before={[{ value: "", label: `(leave it ${privacyRequestStateLabels[request.state].toLowerCase()})` }]}
          onChange={setState}
        />
      ) : null}
      <Field id={id("assignee")} label="Who handles it" error={errors.assignee}>
        <select
          {...invalidProps(id("assignee"), errors.assignee)}
          value={assignee}
          onChange={(e) => setAssignee(e.target.value as "" | "me" | "nobody")}
        >
          <option value="">{request.assignee ? `(leave it with ${request.assignee.name})` : "(leave it unassigned)"}</option>
          {mine ? null : <option value="me">Me</option>}
          {request.assignee ? <option value="nobody">Nobody</option> : null}
        </select>
      </Field>
      <TextAreaField
        id={id("note")}
        label="Note (what was done, or the answer)"
        rows={3}
        error={errors.note}
        value={note}
        onChange={setNote}
      />
      {request.customer.email ? (
        <CheckField checked={mailCustomer} onChange={setMailCustomer}>
          Send this note to the customer ({request.customer.email})
        </CheckField>
      ) : null}
      <SubmitRow busy={busy} status={status}>
        {busy ? "Saving…" : "Save"}
      </SubmitRow>
    </form>
  );
}
