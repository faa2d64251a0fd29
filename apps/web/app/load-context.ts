import { createContext } from "react-router";
import type { WebLoadContext } from "@investar/contract/pages/load-context";

/** The load context's key; what it holds is declared in packages/contract (pages/load-context.ts). */
export const appContext = createContext<WebLoadContext>();
