import { renderToString } from "react-dom/server";
import { createElement as h } from "react";
import { describe, expect, it } from "vitest";
import { ScriptButton } from "../app/components/script-button.tsx";

describe("ScriptButton", () => {
  it("is disabled in the server's HTML, before the page's script can act on a click", () => {
    const html = renderToString(h(ScriptButton, { className: "button", onClick: () => {} }, "Try again"));
    expect(html).toBe('<button type="button" disabled="" class="button">Try again</button>');
  });
});
