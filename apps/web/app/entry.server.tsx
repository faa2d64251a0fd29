import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { BrowserAssetsContext } from "./hydrate/page-scripts.tsx";
import { appContext } from "./load-context.ts";
import { RequestReferenceContext } from "./lib/error-reference.ts";

export const streamTimeout = 5_000;

/** A loader's, an action's or the render's failure goes to the server's log under the reference the error page shows. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as RouterContextProvider).get(appContext).reportError(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, requestId } = loadContext.get(appContext);
  let status = responseStatusCode;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), streamTimeout + 1_000);
  const page = (
    <BrowserAssetsContext.Provider value={routerContext.manifest}>
      <RequestReferenceContext.Provider value={requestId}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RequestReferenceContext.Provider>
    </BrowserAssetsContext.Provider>
  );
  const body = await renderToReadableStream(page, {
    nonce,
    signal: abort.signal,
    onError(error: unknown) {
      status = 500;
      if (!abort.signal.aborted) loadContext.get(appContext).reportError(error);
    },
  });
  // Crawlers and the benchmark get the whole document at once; browsers get it streamed.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  void body.allReady.finally(() => clearTimeout(timer));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
