import { useState, type FormEvent } from "react";
import { useAdminCall } from "../admin-call.tsx";
import { draftFields } from "../admin-fields.tsx";

/** What the home page's slide and testimonial calls answer after a save. */
interface SavedItem {
  active: boolean;
  order: number;
}

/** The status line after a slide or testimonial is saved. */
export const savedWords = (item: SavedItem) =>
  item.active ? "Saved. The home page shows it now." : "Saved. It is hidden from the home page.";

/** The draft's fields that hold text, as the form's inputs and areas edit them. */
type TextName<Draft> = { [Name in keyof Draft & string]: Draft[Name] extends string ? Name : never }[keyof Draft & string];

/**
 * One home page item's form (a slide, a testimonial; none: a new one): its draft and its calls. `submit`
 * makes the form's submit handler from its save call; once a new item is saved, the form starts the next
 * one, placed after it. `fields` draws the draft's text inputs and areas, ids prefixed with `id`.
 */
export function useContentItem<Item, Draft extends Record<string, unknown>>(
  id: string,
  item: Item | null,
  nextOrder: number,
  draftOf: (item: Item | null, nextOrder: number) => Draft,
) {
  const [draft, setDraft] = useState(draftOf(item, nextOrder));
  const call = useAdminCall();
  // TextName<Draft> picks the fields whose values are strings, which is what the cast says.
  const texts = draft as Record<TextName<Draft>, string>;
  const fields = draftFields<TextName<Draft>>(id, call.errors, texts, (name, value) => setDraft({ ...draft, [name]: value }));
  const submit = (save: () => Promise<{ answer: SavedItem } | null>) => async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await save();
    if (outcome && !item) setDraft(draftOf(null, outcome.answer.order + 1));
  };
  return { draft, setDraft, call, submit, fields };
}

/** The draft of an item's text fields: each as stored, or empty for a new item and for a text not written yet. */
export function textDraft<Item, Name extends keyof Item & string>(item: Item | null, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, (item?.[name] as string | null | undefined) ?? ""])) as Record<Name, string>;
}

/** Where the item sits and whether it shows: a new one goes after the others, shown. */
export const placeDraft = (item: SavedItem | null, nextOrder: number) => ({
  order: String(item?.order ?? nextOrder),
  active: item?.active ?? true,
});
