import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { appContext } from "../app/load-context.ts";
import type { WebLoadContext } from "@investar/contract/pages/load-context";

const handle = createRequestHandler(build, "production");

/** The server build's entry: the Fastify server hands every page request here with its context. */
export function handleWebRequest(request: Request, context: WebLoadContext): Promise<Response> {
  const provider = new RouterContextProvider();
  provider.set(appContext, context);
  return handle(request, provider);
}
