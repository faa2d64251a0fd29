import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { createElement as h, Fragment, lazy, Suspense, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWholePage } from "../app/hydrate/render-whole-page.ts";

const text = (html: string | Uint8Array) => (typeof html === "string" ? html : Buffer.from(html).toString("utf8"));

function streamed(page: ReactElement): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const stream = renderToPipeableStream(page, {
      onAllReady() {
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(Buffer.from(chunk));
              done();
            },
            final(done) {
              resolve(Buffer.concat(chunks).toString("utf8"));
              done();
            },
          }),
        );
      },
    });
  });
}

function render(page: ReactElement) {
  const errors: { error: unknown; givenUp: boolean }[] = [];
  const html = renderWholePage(page, { nonce: "n0nce", timeoutMs: 2_000, onError: (error, givenUp) => errors.push({ error, givenUp }) });
  return { html: html.then(text), errors };
}

const page = (...children: ReactElement[]) =>
  h("html", { lang: "hi-IN" }, h("head", null, h("title", null, "पृष्ठ")), h("body", null, h("div", { id: "app" }, ...children)));

describe("a page rendered whole", () => {
  it("is the stream renderer's document, doctype included, multi-byte text intact", async () => {
    const document = page(h("p", null, "नमस्ते ", "₹1,499", " ", h("a", { href: "/hi/Pricing" }, "मूल्य")));
    const { html, errors } = render(document);
    expect(await html).toBe(await streamed(document));
    expect(await html).toMatch(/^<!DOCTYPE html><html lang="hi-IN">/);
    expect(errors).toEqual([]);
  });

  it("waits for a part whose module is still loading, instead of leaving it to the browser", async () => {
    const Late = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) =>
          setTimeout(() => resolve({ default: () => h("p", null, "The part that came late") }), 20),
        ),
    );
    const { html, errors } = render(page(h(Suspense, { fallback: h("p", null, "Loading") }, h(Late))));
    expect(await html).toContain("<p>The part that came late</p>");
    expect(await html).not.toContain("Loading");
    expect(await html).not.toContain("<!--$!-->");
    expect(errors).toEqual([]);
  });

  it("reports a part that fails once, and sends the rest of the page", async () => {
    const Broken = (): ReactElement => {
      throw new Error("the offers could not be priced");
    };
    const { html, errors } = render(
      page(h(Fragment, null, h("h1", null, "My Subscription"), h(Suspense, { fallback: h("p", null, "Offers") }, h(Broken)))),
    );
    expect(await html).toContain("<h1>My Subscription</h1>");
    expect(errors.map(({ error, givenUp }) => [(error as Error).message, givenUp])).toEqual([["the offers could not be priced", false]]);
  });

  it("fails as a whole when the page itself cannot render", async () => {
    const Broken = (): ReactElement => {
      throw new Error("no layout");
    };
    await expect(render(h(Broken)).html).rejects.toThrow("no layout");
  });
});
