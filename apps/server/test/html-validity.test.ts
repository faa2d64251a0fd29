import { HtmlValidate, Rule, type DOMReadyEvent, type Message, type Plugin } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * The key pages, as the server renders them, are valid HTML with no misused ARIA: html-validate (offline)
 * with its recommended rules, whose ARIA rules (aria-label-misuse, prefer-native-element, …) flag a name on
 * an element that may not have one, as the W3C validator does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
});
afterAll(() => t.close());

/**
 * The W3C validator refuses aria-label and aria-labelledby on a <div> or <span> without a role ("must not
 * be specified on any div element unless the element has a role value…"); html-validate's
 * aria-label-misuse lets a div pass when it is focusable, so this rule adds what the W3C checks.
 */
class NoNameOnGeneric extends Rule {
  documentation() {
    return {
      description:
        "A <div> or <span> without a role may not carry aria-label or aria-labelledby: give it a role or use an element that may be named.",
    };
  }
  setup() {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll("div, span")) {
        if (element.hasAttribute("role")) continue;
        for (const name of ["aria-label", "aria-labelledby"])
          if (element.hasAttribute(name)) this.report(element, `"${name}" is not allowed on a <${element.tagName}> without a role`);
      }
    });
  }
}
const w3cAria: Plugin = { name: "w3c-aria", rules: { "w3c-aria/no-name-on-generic": NoNameOnGeneric } };

/**
 * "standard" is what the HTML specification requires (what the W3C validator checks); "a11y" adds the ARIA
 * rules (aria-label-misuse without allowAnyNamable, prefer-native-element, no-redundant-role, …). The
 * "recommended" preset's style rules are left out on purpose: React writes void elements as `<meta/>`
 * and SVG attributes in camelCase, which is valid HTML and not ours to restyle. From "document" we take the
 * rules about what a page means (heading levels, labelled inputs, references that resolve); its
 * require-sri would demand integrity hashes on our own same-origin scripts, which protect nothing.
 */
const validator = new HtmlValidate({
  plugins: [w3cAria],
  extends: ["html-validate:standard", "html-validate:a11y"],
  rules: {
    "w3c-aria/no-name-on-generic": "error",
    "heading-level": "error",
    "input-missing-label": "error",
    "no-missing-references": "error",
    "missing-doctype": "error",
    // `role="list"` on a <ul> styled list-style: none is deliberate: WebKit drops the list semantics of
    // such lists for VoiceOver unless the role is given explicitly.
    "no-redundant-role": ["error", { exclude: ["list"] }],
  },
});

const PAGES: [page: string, url: string, status: number][] = [
  ["home", "/", 200],
  ["pricing", "/Pricing", 200],
  ["a product tour", "/tour/alerts", 200],
  ["login", "/user/login", 200],
  ["sign-up", "/user/sign-up", 200],
  ["webinar list", "/education/technical-analysis-training", 200],
  ["support", "/support", 200],
  ["not found", "/no-such-page", 404],
  ["CustomizeSubscription", "/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR", 200],
  // The Hindi twins (docs/adr/0059-hindi-with-lingui.md) pass the same checks.
  ["Hindi home", "/hi", 200],
  ["Hindi pricing", "/hi/Pricing", 200],
  ["Hindi not found", "/hi/no-such-page", 404],
  ["Hindi CustomizeSubscription", "/hi/Pricing/CustomizeSubscription?product=Standard&plan=Quarter&currency=INR", 200],
];

const describeMessage = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} [${m.selector ?? ""}]`;

describe("the key pages' HTML", () => {
  it.each(PAGES)("%s (%s) has no validation errors", async (_page, url, status) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(status);
    const report = await validator.validateString(res.body, url);
    const errors = report.results.flatMap((result) => result.messages).filter((m) => m.severity === 2);
    expect(errors.map(describeMessage)).toEqual([]);
  });
});
