import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import type { BreachFields } from "@investar/core";
import { fromIstLocalInput, toIstLocalInput } from "@investar/core/ist-local-time";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useAdminCall } from "../admin-call.tsx";
import { SubmitRow, TextAreaField, TextField } from "../admin-fields.tsx";

const saveBreach = lazyEndpoint(() => import("@investar/contract/privacy-requests/save-breach"), "saveBreach");

type TextKey = Exclude<keyof BreachFields, "id" | "discoveredAt" | "occurredFrom" | "occurredTo" | "boardReportedAt">;
type MomentKey = "discoveredAt" | "occurredFrom" | "occurredTo" | "boardReportedAt";

/** The record's fields in the order of DPDP Rules r. 7(2): label, rows (1: one line), hint. */
const texts: [TextKey, string, number, string?][] = [
  ["title", "A short title", 1, "Named in the customers' mail: “Webinar registrations exposed by a misconfigured export”."],
  ["nature", "What happened (nature)", 4],
  ["location", "Where it happened (system, office, service provider)", 1],
  ["dataAffected", "The personal data affected", 2, "Said to each customer as “Your data affected”."],
  ["extent", "How far it reached (extent: people, records)", 2],
  ["likelyImpact", "The likely impact on the people affected", 3],
  ["measuresTaken", "The measures taken to contain it and reduce the risk", 4],
  ["userSteps", "What the people affected can do to protect themselves", 3],
  ["cause", "The events, circumstances and reasons that led to it; findings about who caused it", 4],
  ["remedialMeasures", "What is done so it does not happen again", 3],
  ["boardAcknowledgement", "The Board's acknowledgement number (once reported)", 1],
];
const moments: [MomentKey, string][] = [
  ["discoveredAt", "When we became aware of it (India time): the 72 hours run from here"],
  ["occurredFrom", "When it began (if known)"],
  ["occurredTo", "When it ended (if known)"],
  ["boardReportedAt", "When the Board was told (once reported)"],
];

type Values = Record<TextKey | MomentKey, string>;

const initialOf = (fields: BreachFields | null): Values => {
  const values = {} as Values;
  for (const [key] of texts) values[key] = fields?.[key] ?? "";
  for (const [key] of moments) values[key] = fields?.[key] ? toIstLocalInput(fields[key]!) : "";
  return values;
};

/** Records a breach (`breach` null) or updates its record as more is known; opens the record once a new one is saved. */
export function BreachForm({ id, fields }: { id: number | null; fields: BreachFields | null }) {
  const { errors, status, busy, send } = useAdminCall();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialOf(fields));
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const moment = (key: MomentKey) => fromIstLocalInput(values[key]) || null;
    const body = {
      ...(id ? { id } : {}),
      ...Object.fromEntries(texts.map(([key]) => [key, values[key]])),
      discoveredAt: fromIstLocalInput(values.discoveredAt),
      occurredFrom: moment("occurredFrom"),
      occurredTo: moment("occurredTo"),
      boardReportedAt: moment("boardReportedAt"),
    } as Parameters<typeof send<typeof saveBreach>>[1]["body"];
    const done = await send(saveBreach, { body }, (answer) => `${answer.reference} is saved.`);
    if (done && !id) await navigate(`/admin/privacy/breaches/${done.answer.id}`);
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label={id ? "Update the breach record" : "Record a breach"}>
      {moments.map(([key, label]) => (
        <TextField
          key={key}
          id={`breach-${key}`}
          label={label}
          type="datetime-local"
          error={errors[key]}
          value={values[key]}
          onChange={set(key)}
        />
      ))}
      {texts.map(([key, label, rows, hint]) =>
        rows === 1 ? (
          <TextField key={key} id={`breach-${key}`} label={label} hint={hint} error={errors[key]} value={values[key]} onChange={set(key)} />
        ) : (
          <TextAreaField
            key={key}
            id={`breach-${key}`}
            label={label}
            rows={rows}
            error={errors[key]}
            value={values[key]}
            onChange={set(key)}
          />
        ),
      )}
      <SubmitRow busy={busy} status={status}>
        {busy ? "Saving…" : id ? "Save the record" : "Record the breach"}
      </SubmitRow>
    </form>
  );
}
