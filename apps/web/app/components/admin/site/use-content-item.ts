import { useState, type FormEvent } from "react";
import { useAdminCall } from "../admin-call.tsx";

/** What the home page's slide and testimonial calls answer after a save. */
interface SavedItem {
  active: boolean;
  order: number;
}

/** The status line after a slide or testimonial is saved. */
export const savedWords = (item: SavedItem) =>
  item.active ? "Saved. The home page shows it now." : "Saved. It is hidden from the home page.";

/**
 * One home page item's form (a slide, a testimonial; none: a new one): its draft and its calls. `submit`
 * makes the form's submit handler from its save call; once a new item is saved, the form starts the next
 * one, placed after it.
 */
export function useContentItem<Item, Draft>(
  item: Item | null,
  nextOrder: number,
  draftOf: (item: Item | null, nextOrder: number) => Draft,
) {
  const [draft, setDraft] = useState(draftOf(item, nextOrder));
  const call = useAdminCall();
  const submit = (save: () => Promise<{ answer: SavedItem } | null>) => async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await save();
    if (outcome && !item) setDraft(draftOf(null, outcome.answer.order + 1));
  };
  return { draft, setDraft, call, submit };
}
