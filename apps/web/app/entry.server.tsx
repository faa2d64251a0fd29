import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { BrowserAssetsContext } from "./hydrate/page-scripts.tsx";
import { renderWholePage } from "./hydrate/render-whole-page.ts";
import { appContext } from "./load-context.ts";
import { RequestReferenceContext } from "./lib/error-reference.ts";
import { ErrorPageMessagesContext } from "./i18n/error-page-messages.ts";
import { messagesFor } from "./i18n/catalogues.server.ts";
import { requestLocale } from "./i18n/page-locale.ts";

export const streamTimeout = 5_000;

/** A loader's, an action's or the render's failure goes to the server's log under the reference the error page shows. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as RouterContextProvider).get(appContext).reportError(error);
};

/**
 * Every page is rendered whole (hydrate/render-whole-page.ts), then sent at once and compressed in one call (ADR
 * 0057): the web-stream pipeline (React's ReadableStream → Node stream → a compressor fed chunk by chunk) cost more
 * CPU than the rendering itself.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, requestId, pseudoLocale, language } = loadContext.get(appContext);
  let status = responseStatusCode;
  const page = (
    <BrowserAssetsContext.Provider value={routerContext.manifest}>
      <RequestReferenceContext.Provider value={requestId}>
        <ErrorPageMessagesContext.Provider value={messagesFor(requestLocale(request, pseudoLocale, language), ["common"])}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ErrorPageMessagesContext.Provider>
      </RequestReferenceContext.Provider>
    </BrowserAssetsContext.Provider>
  );
  const html = await renderWholePage(page, {
    nonce,
    timeoutMs: streamTimeout + 1_000,
    onError(error, givenUp) {
      status = 500;
      if (!givenUp) loadContext.get(appContext).reportError(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Bytes, not the string: a Response made from a string first checks every UTF-16 unit of it (USVString), then
  // encodes it, two passes over a page that Buffer.from makes in one.
  return new Response(typeof html === "string" ? Buffer.from(html) : html, { headers: responseHeaders, status });
}
