import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { linkFrom } from "./support/test-smtp.ts";
import { suiteAppWithMail } from "./support/suite.ts";
import { registration } from "./support/registration.ts";
import { readMail } from "./support/read-mail.ts";

const { t, smtp } = suiteAppWithMail();

async function signUp(email: string, headers: Record<string, string>) {
  const answer = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: registration(email), headers });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ userId: number }>().userId;
}

describe("mails in the account's language", () => {
  it("a visitor who signs up on a /hi page gets the activation mail in Hindi, and its link works", async () => {
    const email = "hindi.visitor@example.in";
    const userId = await signUp(email, { host: "localhost:3000", referer: "http://localhost:3000/hi/Pricing" });
    const [user] = await t.db.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.id, userId));
    expect(user!.language).toBe("hi");

    const mail = await smtp.nextMailTo(email);
    const read = readMail(mail.raw);
    expect(read.subject).toBe("अपना Investar अकाउंट एक्टिवेट करें");
    expect(read.headers).toMatch(/^Content-Language: hi$/m);
    expect(read.body).toContain("नमस्ते Asha,");
    expect(read.body).toContain("मेरा अकाउंट एक्टिवेट करें");
    expect(read.body).toContain("— टीम Investar");
    expect(read.body).toContain("कोई सवाल?");
    expect(read.body).toMatch(/<html[^>]*lang="hi"/);
    expect(read.body).not.toContain("Activate my account");

    const token = linkFrom(mail.raw, "confirm-email");
    expect((await t.app.inject({ method: "GET", url: `/api/auth/VerifyEmail?id=${token}` })).statusCode).toBe(200);
  });

  it("the investar_lang cookie counts as the page's language when the Referer says nothing", async () => {
    const email = "hindi.cookie@example.in";
    await signUp(email, { cookie: "investar_lang=hi" });
    expect(readMail((await smtp.nextMailTo(email)).raw).subject).toBe("अपना Investar अकाउंट एक्टिवेट करें");
  });

  it("an English visitor's mail stays English, word for word", async () => {
    const email = "english.visitor@example.in";
    await signUp(email, { host: "localhost:3000", referer: "http://localhost:3000/Pricing", cookie: "investar_lang=en" });
    const read = readMail((await smtp.nextMailTo(email)).raw);
    expect(read.subject).toBe("Activate your Investar account");
    expect(read.headers).not.toMatch(/^Content-Language:/m);
    expect(read.body).toContain("Hello Asha,");
    expect(read.body).toContain("Thank you for signing up for the 7-day free trial of Investar.");
    expect(read.body).toContain("If the button does not work, paste this address into your browser: ");
    expect(read.body).toContain("— Team Investar");
    expect(read.body).toContain("Questions? Reply to this mail or write to ");
  });

  it("a Referer from another site does not choose the language", async () => {
    const email = "elsewhere.visitor@example.in";
    await signUp(email, { host: "localhost:3000", referer: "https://other.example/hi/page" });
    expect(readMail((await smtp.nextMailTo(email)).raw).subject).toBe("Activate your Investar account");
  });

  it("the account's language, once changed, writes the next mail", async () => {
    const email = "switching.customer@example.in";
    const userId = await signUp(email, {});
    expect(readMail((await smtp.nextMailTo(email)).raw).subject).toBe("Activate your Investar account");
    await t.db.update(schema.users).set({ language: "hi" }).where(eq(schema.users.id, userId));
    const again = await t.app.inject({ method: "GET", url: `/api/auth/SendActivationEmail?userId=${userId}` });
    expect(again.statusCode).toBe(200);
    const read = readMail((await smtp.nextMailTo(email)).raw);
    expect(read.subject).toBe("अपना Investar अकाउंट एक्टिवेट करें");
    expect(read.body).toContain("मेरा अकाउंट एक्टिवेट करें");
  });
});
