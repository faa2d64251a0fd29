import { createContext } from "react";
import type { Messages } from "./page-locale.ts";

/**
 * The shared catalogue's messages in the request's language, handed to the page by the server's renderer:
 * when the root loader itself failed, its data (and the messages in it) is missing, and the error page
 * still speaks the page's language (docs/adr/0059-hindi-with-lingui.md).
 */
export const ErrorPageMessagesContext = createContext<Messages | null>(null);
