import type { schema } from "@investar/db";

/** A stored add-on as both the price list and the back office's catalogue show it. */
export function toAddon(row: typeof schema.catalogueAddons.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    isDataAddon: row.isDataAddon,
    needsDataAddon: row.needsDataAddon,
    requiresAddonId: row.requiresAddonId,
  };
}

/** A Hindi twin as stored: blank means "not translated", kept as null (docs/adr/0062-hindi-content-texts.md). */
export function storedHindi(text: string | null | undefined): string | null {
  return text?.trim() ? text.trim() : null;
}
