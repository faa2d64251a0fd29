/**
 * The time one pass of a periodic job may spend before it leaves the rest to a pass soon after
 * (docs/adr/0056-retention-and-periodic-passes-at-scale.md#bounded-passes): a backlog (the first pass on a
 * large database, a week the job was off) then goes in several short passes beside the server instead of one
 * long one. Checked between batches, so a pass ends at most one batch past it, and every step still does at
 * least one batch a pass, so none of them waits behind another's backlog.
 */
export interface PassBudget {
  spent(): boolean;
}

export function passBudget(ms: number): PassBudget {
  const endsAt = performance.now() + ms;
  return { spent: () => performance.now() >= endsAt };
}
