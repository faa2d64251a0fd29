import { desc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { messages } from "@investar/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartForm, sampleFiles, type FormPart } from "./support/multipart.ts";
import { storedUploads } from "./support/stored-uploads.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";

let t: TestApp;
let smtp: TestSmtp;
const SUPPORT = "support@investarindia.com";

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail());
});
afterAll(() => closeTestAppWithMail(t, smtp));

let senders = 0;
/** A fresh address per report: each sends the sender a receipt, counted by the mails-per-address limit. */
const trader = () => `trader${(senders += 1)}@example.in`;
const storedAttachments = () => storedUploads(t, "support");
const lastMessage = async () => (await t.db.select().from(schema.supportMessages).orderBy(desc(schema.supportMessages.id)).limit(1))[0]!;
const feedback = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/user/SendInvestarFeedback", payload, headers });

describe("POST user/SendInvestarFeedback", () => {
  it("takes feedback from a visitor and mails the support desk", async () => {
    const res = await feedback({
      subject: "Lovely scans",
      message: "The 190+ scans save me an hour a day.",
      rating: 5,
      email: "visitor@example.in",
    });
    expect(res.statusCode).toBe(200);
    const row = await lastMessage();
    expect(res.json()).toEqual({
      id: row.id,
      reference: `SR-${String(row.id).padStart(6, "0")}`,
      message: `Thank you for your feedback. Your reference number is SR-${String(row.id).padStart(6, "0")}.`,
    });
    expect(row).toMatchObject({
      kind: "feedback",
      userId: null,
      email: "visitor@example.in",
      body: { subject: "Lovely scans", rating: 5 },
    });
    const mail = await smtp.nextMailTo(SUPPORT);
    expect(mail.raw).toContain("Lovely scans");
    expect(mail.raw).toContain("5 of 5");
    const receipt = await smtp.nextMailTo("visitor@example.in");
    expect(receipt.raw).toContain(res.json().reference);
  });

  it("records a logged-in sender's id and email", async () => {
    const me = await createUser(t);
    const res = await feedback({ subject: "Charts", message: "Please add Renko.", rating: 4 }, me.auth);
    expect(res.statusCode).toBe(200);
    expect(await lastMessage()).toMatchObject({ userId: me.userId, email: me.email });
    await smtp.nextMailTo(SUPPORT);
    expect((await smtp.nextMailTo(me.email)).raw).toContain(res.json().reference);
  });

  it("answers bad feedback with 400 and a message", async () => {
    const good = { subject: "Hi", message: "Text", rating: 3 };
    const cases: [object, string][] = [
      [{ ...good, rating: 0 }, "Give a rating from 1 to 5."],
      [{ ...good, rating: 6 }, "Give a rating from 1 to 5."],
      [{ ...good, rating: 2.5 }, "Give a rating from 1 to 5."],
      [{ ...good, rating: "5" }, "Give a rating from 1 to 5."],
      [{ ...good, subject: "  " }, "Enter a subject."],
      [{ ...good, message: "" }, "Enter your feedback."],
      [{ ...good, message: "x".repeat(4001) }, "The feedback can have at most 4000 characters."],
      [{ subject: "Hi", rating: 3 }, "Enter your feedback."],
    ];
    for (const [body, message] of cases) {
      const res = await feedback(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const badEmail = await feedback({ ...good, email: "nope" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe(messages.emailInvalid);
  });
});

function send(kind: "SendReportProblem" | "SendBrokerRequest", email: string, parts: FormPart[], auth: Record<string, string> = {}) {
  const form = multipartForm(parts);
  return t.app.inject({
    method: "POST",
    url: `/api/user/${kind}?email=${encodeURIComponent(email)}`,
    payload: form.payload,
    headers: { ...form.headers, ...auth },
  });
}

const problem = { subject: "Data update fails", description: "EOD update stops at 40% since Monday.", softwareVersion: "9.4.0" };
const reportPart = (report: object = problem): FormPart => ({ name: "report", value: JSON.stringify(report) });

describe("POST user/SendReportProblem", () => {
  it("keeps the report with its attachments, mails them to the desk and a receipt with the reference to the visitor", async () => {
    const res = await send("SendReportProblem", "trader@example.in", [
      reportPart(),
      { name: "files", filename: "screen.png", contentType: "image/png", data: sampleFiles.png },
      { name: "files", filename: "invoice.pdf", contentType: "application/pdf", data: sampleFiles.pdf },
      { name: "files", filename: "investar.log", contentType: "text/plain", data: sampleFiles.text },
    ]);
    expect(res.statusCode).toBe(200);
    const row = await lastMessage();
    const reference = `SR-${String(row.id).padStart(6, "0")}`;
    expect(res.json()).toEqual({
      id: row.id,
      reference,
      message: `Thank you. Your reference number is ${reference}; our support team will reply to trader@example.in.`,
    });
    expect(row).toMatchObject({
      kind: "problem",
      email: "trader@example.in",
      body: { ...problem, attachmentNames: ["screen.png", "invoice.pdf", "investar.log"] },
    });
    expect(row.attachments).toHaveLength(3);
    for (const name of row.attachments) expect(name).toMatch(/^[a-f0-9]{32}\.(png|pdf|log)$/);
    expect((await storedAttachments()).sort()).toEqual([...row.attachments].sort());
    const mail = await smtp.nextMailTo(SUPPORT);
    expect(mail.raw).toContain(`Problem report ${reference}`);
    expect(mail.raw).toContain("Data update fails");
    // The files themselves travel with the desk's mail, byte for byte, named by their proven type.
    expect(mail.raw).toContain("filename=attachment-1.png");
    expect(mail.raw).toContain("filename=attachment-2.pdf");
    expect(mail.raw).toContain("filename=attachment-3.log");
    expect(mail.raw).toContain(sampleFiles.png.toString("base64").slice(0, 60));
    expect(mail.raw).toContain(sampleFiles.pdf.toString("base64").slice(0, 60));
    expect(mail.raw).toContain("investar.log");
    const receipt = await smtp.nextMailTo("trader@example.in");
    expect(receipt.raw).toContain(reference);
  });

  it("takes a logged-in customer's report, with a zipped log folder, under their account", async () => {
    const me = await createUser(t);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
    const res = await send("SendReportProblem", me.email, [reportPart(), { name: "files", filename: "logs.zip", data: zip }], me.auth);
    expect(res.statusCode).toBe(200);
    expect(await lastMessage()).toMatchObject({ userId: me.userId, email: me.email });
    expect((await smtp.nextMailTo(SUPPORT)).raw).toContain(`User id: ${me.userId}`);
    await smtp.nextMailTo(me.email);
  });

  it("accepts a report sent as an application/json part and no files", async () => {
    const res = await send("SendReportProblem", trader(), [
      { name: "report", value: JSON.stringify(problem), contentType: "application/json" },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await lastMessage()).attachments).toEqual([]);
    await smtp.nextMailTo(SUPPORT);
  });

  it("refuses files that are not images, PDF or text, judged by their bytes", async () => {
    const before = await storedAttachments();
    const cases: FormPart[] = [
      { name: "files", filename: "setup.pdf", contentType: "application/pdf", data: sampleFiles.exe },
      { name: "files", filename: "setup.exe", data: sampleFiles.exe },
      { name: "files", filename: "binary.txt", contentType: "text/plain", data: Buffer.from([0x41, 0x00, 0x42]) },
      { name: "files", filename: "notes.doc", data: sampleFiles.text },
    ];
    for (const file of cases) {
      const res = await send("SendReportProblem", "trader@example.in", [
        reportPart(),
        { name: "files", filename: "ok.png", data: sampleFiles.png },
        file,
      ]);
      expect(res.statusCode, "filename" in file ? file.filename : "").toBe(400);
      expect(res.json().message).toContain("can not be attached");
    }
    expect(await storedAttachments()).toEqual(before);
  });

  it("limits the number and size of files", async () => {
    const png = { name: "files", filename: "s.png", data: sampleFiles.png };
    const four = await send("SendReportProblem", "trader@example.in", [reportPart(), png, png, png, png]);
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe("Attach at most 3 files.");
    const nearLimit = Buffer.concat([sampleFiles.pdf, Buffer.alloc(5 * 1024 * 1024 - sampleFiles.pdf.length)]);
    const fits = await send("SendReportProblem", trader(), [reportPart(), { name: "files", filename: "big.pdf", data: nearLimit }]);
    expect(fits.statusCode).toBe(200);
    await smtp.nextMailTo(SUPPORT);
    const big = await send("SendReportProblem", "trader@example.in", [
      reportPart(),
      { ...png, data: Buffer.concat([sampleFiles.png, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("Each attachment can be at most 5 MB.");
  });

  it("answers a bad email or report with 400 and a message", async () => {
    const cases: [string, FormPart[], string][] = [
      ["not-an-email", [reportPart()], messages.emailInvalid],
      ["", [reportPart()], messages.emailRequired],
      ["staff@investarindia.com", [reportPart()], messages.emailVendorDomain("investarindia.com")],
      ["trader@example.in", [], "The form's report field is missing or is not JSON."],
      ["trader@example.in", [{ name: "report", value: "{not json" }], "The form's report field is missing or is not JSON."],
      ["trader@example.in", [{ name: "report", value: "[1,2]" }], "The form's report field is missing or is not JSON."],
      ["trader@example.in", [reportPart({ subject: "Only a subject" })], "Describe the problem."],
      ["trader@example.in", [reportPart({ ...problem, subject: "s".repeat(151) })], "The subject can have at most 150 characters."],
    ];
    for (const [email, parts, message] of cases) {
      const res = await send("SendReportProblem", email, parts);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const json = await t.app.inject({ method: "POST", url: "/api/user/SendReportProblem?email=trader@example.in", payload: problem });
    expect(json.statusCode).toBe(415);
    expect((await t.app.inject({ method: "POST", url: "/api/user/SendReportProblem" })).statusCode).toBe(400);
  });
});

describe("the desk's attachments", () => {
  /** Quoted-printable soft breaks undone, so a line of the body reads as sent. */
  const mailText = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=22/g, '"');
  const fileNames = (raw: string) => [...raw.matchAll(/filename="?([^";\r\n]+)"?/g)].map(([, name]) => name);

  it("names each one from the type its bytes proved; the sender's name is listed only as text", async () => {
    const polyglot = Buffer.concat([Buffer.from("GIF89a"), Buffer.from("<html><script>alert(1)</script></html>")]);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
    const res = await send("SendReportProblem", trader(), [
      reportPart(),
      { name: "files", filename: "invoice.html", contentType: "text/html", data: polyglot },
      { name: "files", filename: "report.xlsm", data: zip },
      { name: "files", filename: "tool.jar", data: zip },
    ]);
    expect(res.statusCode).toBe(200);
    const mail = await smtp.nextMailTo(SUPPORT);
    expect(fileNames(mail.raw)).toEqual(["attachment-1.gif", "attachment-2.zip", "attachment-3.zip"]);
    expect(mail.raw).toMatch(/Content-Type: image\/gif;?\s+name="?attachment-1\.gif/);
    const text = mailText(mail.raw);
    expect(text).toContain('attachment-1.gif (sent as "invoice.html")');
    expect(text).toContain('attachment-2.zip (sent as "report.xlsm")');
    expect(text).toContain('attachment-3.zip (sent as "tool.jar")');
    expect((await lastMessage()).attachments).toEqual([
      expect.stringMatching(/\.gif$/),
      expect.stringMatching(/\.zip$/),
      expect.stringMatching(/\.zip$/),
    ]);
  });
});

describe("the sender's receipt", () => {
  const subject = "Please call me about my renewal";

  it("quotes nothing of the message to an address nobody has proved", async () => {
    const stranger = trader();
    expect((await send("SendReportProblem", stranger, [reportPart({ ...problem, subject })])).statusCode).toBe(200);
    await smtp.nextMailTo(SUPPORT);
    const receipt = await smtp.nextMailTo(stranger);
    expect(receipt.raw).toMatch(/SR-\d{6}/);
    expect(receipt.raw).not.toContain("renewal");
    expect(receipt.raw).not.toContain("Data update");

    expect((await feedback({ subject, message: "Call me", rating: 3, email: "someone.else@example.in" })).statusCode).toBe(200);
    await smtp.nextMailTo(SUPPORT);
    expect((await smtp.nextMailTo("someone.else@example.in")).raw).not.toContain("renewal");
  });

  it("quotes the subject to a logged-in customer's own verified address, and to no other", async () => {
    const me = await createUser(t);
    expect((await send("SendReportProblem", me.email, [reportPart({ ...problem, subject })], me.auth)).statusCode).toBe(200);
    await smtp.nextMailTo(SUPPORT);
    expect((await smtp.nextMailTo(me.email)).raw).toContain("renewal");

    const elsewhere = trader();
    expect((await send("SendReportProblem", elsewhere, [reportPart({ ...problem, subject })], me.auth)).statusCode).toBe(200);
    await smtp.nextMailTo(SUPPORT);
    expect((await smtp.nextMailTo(elsewhere)).raw).not.toContain("renewal");
  });

  it("quotes nothing to a logged-in customer whose address is not verified", async () => {
    const me = await createUser(t);
    await t.db.update(schema.users).set({ isEmailVerified: false }).where(eq(schema.users.id, me.userId));
    expect((await feedback({ subject, message: "Call me", rating: 3 }, me.auth)).statusCode).toBe(200);
    await smtp.nextMailTo(SUPPORT);
    expect((await smtp.nextMailTo(me.email)).raw).not.toContain("renewal");
  });
});

describe("POST user/SendBrokerRequest", () => {
  it("keeps a broker request and mails the desk; the broker's name is required", async () => {
    const ok = await send("SendBrokerRequest", trader(), [reportPart({ brokerName: "Upstox", message: "Please add order placement." })]);
    expect(ok.statusCode).toBe(200);
    expect(await lastMessage()).toMatchObject({ kind: "broker-request", body: { brokerName: "Upstox" } });
    expect((await smtp.nextMailTo(SUPPORT)).raw).toContain("Broker request");
    const missing = await send("SendBrokerRequest", "trader@example.in", [reportPart({ message: "Any broker" })]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: "Enter the broker's name.", errors: { brokerName: ["Enter the broker's name."] } });
  });
});

describe("rate limits", () => {
  it("takes at most five messages an hour from one address, on the shared limiter even with per-IP limits off", async () => {
    const address = trader();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send("SendReportProblem", address, [reportPart()])).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await send("SendBrokerRequest", address, [reportPart({ brokerName: "Upstox" })]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^We have sent too many emails to this address\. Please try again in \d+ minutes\.$/);
    // Nothing of the refused messages was kept.
    expect((await t.db.select().from(schema.supportMessages)).filter((row) => row.email === address)).toHaveLength(5);
  });

  it("takes at most five problem reports an hour from one IP address", async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: "on" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const form = multipartForm([reportPart()]);
        const res = await limited.app.inject({
          method: "POST",
          url: `/api/user/SendReportProblem?email=${trader()}`,
          payload: form.payload,
          headers: form.headers,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
