import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import addCustomerNoteRoute from "./routes/add-customer-note.ts";
import deleteCustomerNoteRoute from "./routes/delete-customer-note.ts";
import editCustomerNoteRoute from "./routes/edit-customer-note.ts";
import listCustomerNotesRoute from "./routes/list-customer-notes.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [addCustomerNoteRoute, deleteCustomerNoteRoute, editCustomerNoteRoute, listCustomerNotesRoute]) route(app, deps);
}
