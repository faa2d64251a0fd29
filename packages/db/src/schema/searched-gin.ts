/**
 * The storage options of a trigram index that staff search reads (docs/adr/0055-staff-reads-at-scale.md#gin-pending-lists).
 * A GIN index gathers new entries in a pending list that every scan reads in full, until a vacuum or the list's
 * size limit (4 MB by default) moves them into the index proper; a search then spent 10–20 ms of its time there.
 * 64 kB keeps the batching of inserts and bounds that read to a few pages.
 */
export const SEARCHED_GIN = { gin_pending_list_limit: 64 } as const;
