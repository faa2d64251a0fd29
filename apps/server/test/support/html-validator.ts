import { expect } from "vitest";
import { HtmlValidate, Rule, type DOMReadyEvent, type Message, type Plugin } from "html-validate";

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
export const validator = new HtmlValidate({
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

export const describeMessage = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} [${m.selector ?? ""}]`;

/** A page's validation errors, each as one line. */
export async function htmlErrors(html: string, url: string): Promise<string[]> {
  const report = await validator.validateString(html, url);
  return report.results
    .flatMap((result) => result.messages)
    .filter((m) => m.severity === 2)
    .map(describeMessage);
}

/** The html-validity tests' check of a page: it answered `status` and is valid HTML. */
export async function expectValidPage(res: { statusCode: number; body: string }, url: string, status = 200): Promise<void> {
  expect(res.statusCode).toBe(status);
  expect(await htmlErrors(res.body, url)).toEqual([]);
}
