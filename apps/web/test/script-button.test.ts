import { renderToString } from "react-dom/server";
import { createElement as h } from "react";
import { describe, expect, it } from "vitest";
import { Pager } from "../app/components/pager.tsx";
import { ScriptButton } from "../app/components/script-button.tsx";

describe("ScriptButton", () => {
  it("is disabled in the server's HTML, before the page's script can act on a click", () => {
    const html = renderToString(h(ScriptButton, { className: "button", onClick: () => {} }, "Try again"));
    expect(html).toBe('<button type="button" disabled="" class="button">Try again</button>');
  });

  it("draws a pager whose page is kept by the script with every page button disabled until then", () => {
    const html = renderToString(h(Pager, { totalItems: 35, page: 2, onPageChange: () => {}, label: "Referral pages" }));
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    // «, ‹, pages 1–4, ›, »: each one a click would otherwise lose.
    expect(buttons).toHaveLength(8);
    for (const button of buttons) expect(button).toContain('disabled=""');
  });
});
