import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";

export interface WholePageOptions {
  nonce: string | undefined;
  /** A part still not ready after this long is given up: its Suspense fallback is sent rather than holding the request. */
  timeoutMs: number;
  /** A part failed while rendering (the page is still sent, that part left to the browser), or was given up on. */
  onError: (error: unknown, givenUp: boolean) => void;
}

/**
 * The whole page, every part rendered, before any of it is sent (ADR 0057): the loaders have already run, so
 * streaming would send the same bytes at about the same moment. A page whose parts are all at hand renders in one
 * synchronous pass, as a string: React's stream renderer encodes each of a page's thousands of small pieces to UTF-8
 * on its own, a sixth of its rendering time (docs/adr/0057-server-rendering-cost.md#messages-built-once). A part that
 * suspends (a lazy component whose module has not loaded yet) or fails leaves a boundary for the browser to render
 * (`<!--$!-->`); then the page is rendered again by the stream renderer, which waits for every part and reports
 * the failure.
 */
export async function renderWholePage(page: ReactElement, options: WholePageOptions): Promise<string | Uint8Array<ArrayBuffer>> {
  return renderAtOnce(page) ?? (await renderWaiting(page, options));
}

const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

function renderAtOnce(page: ReactElement): string | null {
  let html: string;
  try {
    html = renderToString(page);
  } catch {
    return null;
  }
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
  // The stream renderer writes the doctype before a document's <html>; this one does not.
  return html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html;
}

function renderWaiting(page: ReactElement, { nonce, timeoutMs, onError }: WholePageOptions): Promise<Uint8Array<ArrayBuffer>> {
  // React writes UTF-8 bytes: they stay bytes on their way to the compressor, never decoded and encoded again (ADR 0057).
  return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
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
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        onError(error, aborted);
      },
    });
    const timer = setTimeout(() => {
      aborted = true;
      stream.abort();
    }, timeoutMs);
  });
}
