import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { BrowserAssetsContext } from "./hydrate/page-scripts.tsx";
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
 * Every page is rendered whole, then sent as one string (ADR 0057): the loaders have already run, so
 * streaming would send the same bytes at about the same moment, while the web-stream pipeline (React's
 * ReadableStream → Node stream → a compressor fed chunk by chunk) cost more CPU than the rendering itself.
 * The server then compresses the page once. Node's own stream API is React's fastest server renderer.
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
  // React writes UTF-8 bytes: they stay bytes on their way to the compressor, never decoded and encoded again (ADR 0057).
  const html = await new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    let aborted = false;
    const chunks: Uint8Array[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array | string, _encoding, done) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        // Buffer.concat allocates a plain ArrayBuffer (never a shared one).
        resolve(Buffer.concat(chunks) as Uint8Array<ArrayBuffer>);
        done();
      },
    });
    const stream = renderToPipeableStream(page, {
      nonce,
      // Crawlers, the benchmark and browsers all get the whole document, lazy parts included, as before.
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (!aborted) loadContext.get(appContext).reportError(error);
      },
    });
    // A part that never resolves is given up (its Suspense fallback is sent) rather than holding the request.
    const timer = setTimeout(() => {
      aborted = true;
      stream.abort();
    }, streamTimeout + 1_000);
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status });
}
