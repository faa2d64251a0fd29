import { readdirSync } from "node:fs";
import { Parser } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../src/integrations/mail/enqueue-mail.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { enterBusinessProfile, enteredBusinessProfile } from "./support/business-profile.ts";
import { mailParts, type MailParts } from "./support/mail-parts.ts";
import { deskSender, mailSamples } from "./support/mail-samples.ts";
import type { TestApp } from "./support/test-app.ts";

/** ADR 0041: every mail in one branded layout, with a text part and a Reply-To that reaches a person. */
let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail());
  await enterBusinessProfile(t);
});
afterAll(async () => closeTestAppWithMail(t, smtp));

const { legalName, supportEmail, address } = enteredBusinessProfile;

/** Wider than a 320 px screen's line at the mail's sizes: such a run must be allowed to break anywhere. */
const LONGEST_UNBROKEN = 24;
const WRAPS = /overflow-wrap:\s*anywhere|word-break:\s*break-(all|word)/i;

/** Words and links longer than a phone's line whose element (or an enclosing one) does not let them break. */
function unbreakableRuns(html: string): string[] {
  const open: { name: string; wraps: boolean; hidden: boolean }[] = [];
  const found: string[] = [];
  let text = "";
  const flush = () => {
    const hidden = open.some((e) => e.hidden);
    if (!hidden && !open.some((e) => e.wraps)) found.push(...text.split(/\s+/).filter((word) => word.length > LONGEST_UNBROKEN));
    text = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flush();
        const style = attributes.style ?? "";
        open.push({ name, wraps: WRAPS.test(style), hidden: name === "head" || /display:\s*none/.test(style) });
      },
      onclosetag(name) {
        flush();
        const at = open.map((e) => e.name).lastIndexOf(name);
        if (at !== -1) open.length = at;
      },
      ontext(data) {
        text += data;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

const received = new Map<string, MailParts>();
let sent: ReturnType<typeof mailSamples>;

describe("every mail the site sends", () => {
  beforeAll(async () => {
    sent = mailSamples(t.app.deps.config);
    await t.db.transaction(async (tx) => {
      for (const mail of Object.values(sent)) await enqueueMail(tx, mail);
    });
    t.app.deps.mail.nudge();
    for (const [kind, mail] of Object.entries(sent)) received.set(kind, mailParts((await smtp.nextMailTo(mail.to, 30_000)).raw));
  }, 60_000);

  it("has a sample here, so the checks below cover it", async () => {
    const folder = new URL("../src/integrations/mail/", import.meta.url);
    const writers: string[] = [];
    for (const file of readdirSync(folder).filter((name) => name.endsWith("-mails.ts") || name === "marketing-mail.ts")) {
      const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
      writers.push(...Object.keys(module).filter((name) => name.endsWith("Mail") && typeof module[name] === "function"));
    }
    expect(writers.length).toBeGreaterThan(15);
    expect(Object.keys(sent).sort()).toEqual(writers.sort());
  });

  it("comes in the layout: the wordmark linking to the site, the business's legal name and address in the footer", () => {
    for (const [kind, mail] of received) {
      expect(mail.html, kind).toMatch(new RegExp(`<a href="${t.app.deps.config.publicUrl}"[^>]*>Investar</a>`));
      expect(mail.html, kind).toContain(legalName);
      expect(mail.html, kind).toContain(`${address.line1}, ${address.line2}, ${address.city} ${address.pinCode}, ${address.state}, India`);
      expect(mail.html, kind).toContain(`href="mailto:${supportEmail}"`);
      expect(mail.html, kind).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"');
    }
  });

  it("has a plain-text part: the message itself, then the same footer", () => {
    for (const [kind, mail] of received) {
      expect(mail.text.replace(/\r\n/g, "\n"), kind).toContain(sent[kind]!.text.trimEnd());
      expect(mail.text, kind).toContain(legalName);
      expect(mail.text, kind).toContain(`${address.line1}, ${address.line2}`);
      expect(mail.text, kind).toContain(supportEmail);
    }
  });

  it("has a Reply-To that reaches a person: support, or for the desk's copy of a message, its sender", () => {
    for (const [kind, mail] of received) {
      expect(mail.header("Reply-To"), kind).toBe(kind === "supportDeskMail" ? deskSender : supportEmail);
    }
    expect(received.get("supportDeskMail")!.text).toContain(`Questions? Write to ${supportEmail}`);
    expect(received.get("activationMail")!.text).toContain(`Questions? Reply to this mail or write to ${supportEmail}`);
  });

  it("lets every long word and link wrap, so nothing is wider than a 320 px screen", () => {
    for (const [kind, mail] of received) expect(unbreakableRuns(mail.html), kind).toEqual([]);
    // The check itself finds a long link that may not wrap.
    expect(unbreakableRuns(`<p>Open <a href="#">https://investar.example/${"x".repeat(40)}</a></p>`)).toHaveLength(1);
  });

  it("keeps a marketing mail's unsubscribe headers beside the layout's Reply-To", () => {
    const mail = received.get("composeMarketingMail")!;
    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.html).toContain("<strong>20% off</strong>");
  });
});

it("a mail queued by the site itself (the activation after sign-up) is sent in the layout with Reply-To to support", async () => {
  const email = `layout.signup.${Date.now()}@example.in`;
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { FullName: "Layout Tester", Email: email, MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" },
  });
  expect(answer.statusCode).toBe(200);
  const mail = mailParts((await smtp.nextMailTo(email)).raw);
  expect(mail.header("Reply-To")).toBe(supportEmail);
  expect(mail.html).toContain(legalName);
  expect(mail.text).toContain("Thank you for signing up for the 7-day free trial of Investar.");
});
