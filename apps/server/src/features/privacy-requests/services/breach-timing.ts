import type { BreachFields } from "@investar/core";

const ist = (iso: string) => new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long", timeStyle: "short" });

/** When it happened, in India time, as far as it is known: for the customers' mail and the Board's record. */
export function breachTiming(fields: Pick<BreachFields, "occurredFrom" | "occurredTo" | "discoveredAt">): string {
  const span =
    fields.occurredFrom && fields.occurredTo
      ? `between ${ist(fields.occurredFrom)} and ${ist(fields.occurredTo)} IST`
      : fields.occurredFrom
        ? `from ${ist(fields.occurredFrom)} IST`
        : fields.occurredTo
          ? `until ${ist(fields.occurredTo)} IST`
          : "at a time still being established";
  return `It happened ${span}; we found out on ${ist(fields.discoveredAt)} IST.`;
}
