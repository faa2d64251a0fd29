import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { statusByCode } from "../src/errors.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#errors: every error code the server can answer has an `apiError.<code>`
 * message in both catalogues, so errorText() shows a refusal in the page's language. The codes are read
 * from the source the way they are written (the status table, `new AppError("Code"`, `refuse("Code"` and
 * the webinar seat's refusal codes), so a new code without its messages fails here.
 */
const serverSource = new URL("../src", import.meta.url).pathname;
/** Core's rules and the contracts name codes too (`code: "NothingToPay"`, `EMAIL_REGISTERED_CODE = "EmailRegistered"`); a coupon's code (WELCOME10) is all capitals and is not one. */
const codeConstantSources = ["../../../packages/core/src", "../../../packages/contract/src"].map(
  (dir) => new URL(dir, import.meta.url).pathname,
);
const messagesDir = new URL("../../web/app/i18n/messages", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

function answeredCodes(): Set<string> {
  const codes = new Set<string>([...Object.keys(statusByCode), "Internal"]);
  const patterns = [
    /new AppError\(\s*"([A-Za-z0-9]+)"/g,
    /refuse\(\s*"([A-Za-z0-9]+)"/g,
    /super\(\s*"([A-Za-z0-9_]+)"/g,
    /code: "([A-Z][a-z][A-Za-z0-9]+)"/g,
    /_CODE = "([A-Za-z0-9]+)"/g,
  ];
  for (const file of [serverSource, ...codeConstantSources].flatMap(sources)) {
    const text = readFileSync(file, "utf8");
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) codes.add(match[1]!);
    // A union of refusal codes (`code: "A" | "B"`), as the webinar seat's quote declares them.
    for (const union of text.matchAll(/code:\s*((?:"[A-Za-z]+"\s*\|\s*)+"[A-Za-z]+")/g))
      for (const code of union[1]!.matchAll(/"([A-Za-z]+)"/g)) codes.add(code[1]!);
  }
  return codes;
}

const catalogue = (lang: string): Record<string, { message: string }> =>
  JSON.parse(readFileSync(join(messagesDir, lang, "common.json"), "utf8")) as Record<string, { message: string }>;

describe("apiError messages", () => {
  const codes = [...answeredCodes()].sort();

  it("finds the codes the server answers", () => {
    expect(codes).toEqual(
      expect.arrayContaining([
        "BadRequest",
        "Conflict",
        "AccountClosed",
        "WebinarFull",
        "Internal",
        "PaymentPending",
        "EmailRegistered",
        "login_failure",
      ]),
    );
  });

  for (const lang of ["en", "hi"]) {
    it(`has a ${lang} message for every code`, () => {
      const messages = catalogue(lang);
      const missing = codes.filter((code) => !messages[`apiError.${code}`]?.message.trim());
      expect(missing).toEqual([]);
    });
  }

  it("says them in Hindi in the Hindi catalogue", () => {
    const messages = catalogue("hi");
    for (const code of codes) expect(messages[`apiError.${code}`]!.message).toMatch(/[\u0900-\u097F]/);
  });
});
