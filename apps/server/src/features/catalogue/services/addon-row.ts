import type { schema } from "@investar/db";

/** A stored add-on as both the price list and the back office's catalogue show it. */
export function toAddon(row: typeof schema.catalogueAddons.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    isDataAddon: row.isDataAddon,
    needsDataAddon: row.needsDataAddon,
    requiresAddonId: row.requiresAddonId,
  };
}
