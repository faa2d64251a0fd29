import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { beforeAll, describe, expect, it } from "vitest";
import { eraseAccount } from "../src/features/account-closure/services/erase-account.ts";
import { collectMyData } from "../src/features/privacy-consent/services/collect-my-data.ts";
import { signMailgunFields } from "../src/integrations/mail/mailgun-inbound.ts";
import { mailParts } from "./support/mail-parts.ts";
import { multipartForm, sampleFiles, type FormPart } from "./support/multipart.ts";
import { createUser } from "./support/sessions.ts";
import { suiteAppWithMail, suiteUser } from "./support/suite.ts";

/** ADR 0054: the support desk — tickets from the forms, the staff queue, replies by mail, and customers' mails threaded back. */
const SIGNING_KEY = "key-3ax6xnjp29jd6fds4gc373sgvjxteol0";
const SUPPORT = "support@investarindia.com";

const { t, smtp } = suiteAppWithMail({ env: { MAILGUN_WEBHOOK_SIGNING_KEY: SIGNING_KEY } });
const admin = suiteUser(t, { role: "SPAdmin", name: "Meera Staff" });
const customer = suiteUser(t, { name: "Asha Rao" });
const other = suiteUser(t);

let senders = 0;
const visitor = () => `visitor${(senders += 1)}.${Date.now()}@example.in`;

async function reportProblem(email: string, subject: string, files: FormPart[] = [], headers: Record<string, string> = {}) {
  const form = multipartForm([
    { name: "report", value: JSON.stringify({ subject, description: "Charts stay blank after the update.", name: "Ravi" }) },
    ...files,
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/user/SendReportProblem?email=${encodeURIComponent(email)}`,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  const reference = res.json().reference as string;
  const [ticket] = await t.db.select().from(schema.supportTickets).where(eq(schema.supportTickets.reference, reference));
  return ticket!;
}

const adminGet = (url: string, auth = admin.auth) => t.app.inject({ method: "GET", url, headers: auth });
const adminPost = (url: string, payload: object, auth = admin.auth) => t.app.inject({ method: "POST", url, payload, headers: auth });

/** A mail as Mailgun's route posts it: signed fields, the headers as JSON, attachments as attachment-n. */
function mailgunPost(
  mail: { from: string; subject: string; text: string; messageId?: string; inReplyTo?: string; references?: string },
  files: FormPart[] = [],
  key = SIGNING_KEY,
) {
  const signed = signMailgunFields(key, String(Math.floor(Date.now() / 1000)), randomBytes(25).toString("hex"));
  const headers = [
    ["From", mail.from],
    ["Subject", mail.subject],
    ["Message-Id", mail.messageId ?? `<${randomBytes(8).toString("hex")}@mail.example.in>`],
    ...(mail.inReplyTo ? [["In-Reply-To", mail.inReplyTo]] : []),
    ...(mail.references ? [["References", mail.references]] : []),
  ];
  const form = multipartForm([
    ...Object.entries(signed).map(([name, value]) => ({ name, value })),
    { name: "from", value: mail.from },
    { name: "sender", value: mail.from.replace(/.*</, "").replace(">", "") },
    { name: "recipient", value: SUPPORT },
    { name: "subject", value: mail.subject },
    { name: "body-plain", value: `${mail.text}\n\nOn Monday, Investar Support wrote:\n> earlier text` },
    { name: "stripped-text", value: mail.text },
    { name: "message-headers", value: JSON.stringify(headers) },
    { name: "attachment-count", value: String(files.length) },
    ...files,
  ]);
  return t.app.inject({ method: "POST", url: "/api/support/inbound-mail", payload: form.payload, headers: form.headers });
}

const messagesOf = (ticketId: number) =>
  t.db
    .select()
    .from(schema.supportTicketMessages)
    .where(eq(schema.supportTicketMessages.ticketId, ticketId))
    .orderBy(schema.supportTicketMessages.id);
const ticketById = async (id: number) => (await t.db.select().from(schema.supportTickets).where(eq(schema.supportTickets.id, id)))[0]!;

describe("tickets from the site's forms", () => {
  it("a visitor's problem report becomes a new ticket under the reference they were given, with its attachment; the desk is still mailed", async () => {
    const email = visitor();
    const ticket = await reportProblem(email, "Charts blank", [
      { name: "files", filename: "screen.png", data: sampleFiles.png, contentType: "image/png" },
    ]);
    expect(ticket).toMatchObject({ kind: "problem", subject: "Charts blank", state: "new", priority: "normal", userId: null, email });
    const [first] = await messagesOf(ticket.id);
    expect(first).toMatchObject({ kind: "customer", fromEmail: email });
    expect(first!.body).toContain("Charts stay blank after the update.");
    expect(first!.attachments).toEqual([expect.objectContaining({ sentAs: "screen.png", contentType: "image/png" })]);
    expect((await smtp.nextMailTo(SUPPORT)).raw).toContain(ticket.reference);
    await smtp.nextMailTo(email);
  });

  it("links the ticket to the account whose address sent it, and to the logged-in customer", async () => {
    const byAddress = await reportProblem(customer.email.toUpperCase(), "Scanner");
    expect(byAddress.userId).toBe(customer.userId);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/SendInvestarFeedback",
      payload: { subject: "Lovely scans", message: "Saves me an hour.", rating: 5 },
      headers: other.auth,
    });
    const [feedback] = await t.db.select().from(schema.supportTickets).where(eq(schema.supportTickets.reference, res.json().reference));
    expect(feedback).toMatchObject({ kind: "feedback", userId: other.userId, subject: "Lovely scans" });
  });

  it("a privacy request becomes a ticket under its DPR reference", async () => {
    const res = await adminPost(
      "/api/privacy/requests/grievance",
      { topic: "marketing", description: "I keep getting offers." },
      customer.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [ticket] = await t.db.select().from(schema.supportTickets).where(eq(schema.supportTickets.reference, res.json().reference));
    expect(ticket).toMatchObject({ kind: "privacy", userId: customer.userId, state: "new" });
    expect(ticket!.reference).toMatch(/^DPR-\d{6}$/);
  });
});

describe("the staff queue", () => {
  it("lists the unresolved tickets oldest first with counts per state, filtered by state, priority, kind and assignee", async () => {
    const res = await adminGet("/api/admin/support/tickets");
    expect(res.statusCode, res.body).toBe(200);
    const queue = res.json();
    const created = queue.tickets.map((ticket: { createdAt: string }) => ticket.createdAt);
    expect(created).toEqual([...created].sort());
    expect(queue.counts.new).toBeGreaterThanOrEqual(3);
    expect(queue.tickets.every((ticket: { state: string }) => ticket.state !== "resolved")).toBe(true);

    const feedback = await adminGet("/api/admin/support/tickets?kind=feedback&state=all");
    expect(feedback.json().tickets.map((ticket: { kind: string }) => ticket.kind)).toEqual(["feedback"]);
    const urgent = await adminGet("/api/admin/support/tickets?priority=urgent");
    expect(urgent.json().tickets).toEqual([]);
    expect((await adminGet("/api/admin/support/tickets?state=stuck")).statusCode).toBe(400);
    expect((await adminGet("/api/admin/support/tickets?assignee=me")).statusCode).toBe(400);
  });

  it("changes state, priority and assignee, each audited; refuses an assignee who is not staff", async () => {
    const ticket = await reportProblem(visitor(), "Login loop");
    const res = await adminPost("/api/admin/support/update", {
      ticketId: ticket.id,
      priority: "urgent",
      assigneeId: admin.userId,
      state: "open",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priority: "urgent", state: "open", assignee: { userId: admin.userId, name: "Meera Staff" } });
    const mine = await adminGet(`/api/admin/support/tickets?assignee=${admin.userId}&priority=urgent`);
    expect(mine.json().tickets.map((row: { id: number }) => row.id)).toEqual([ticket.id]);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `ticket:${ticket.reference}`));
    expect(audit).toMatchObject({
      actorId: admin.userId,
      action: "support-ticket-changed",
      details: {
        before: { state: "new", priority: "normal", assigneeId: null },
        after: { state: "open", priority: "urgent", assigneeId: admin.userId },
      },
    });
    const notStaff = await adminPost("/api/admin/support/update", { ticketId: ticket.id, assigneeId: customer.userId });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().errors.assigneeId[0]).toContain("staff member");
    expect((await adminPost("/api/admin/support/update", { ticketId: ticket.id })).statusCode).toBe(400);
    expect((await adminPost("/api/admin/support/update", { ticketId: 999_999, state: "open" })).statusCode).toBe(404);
    await smtp.nextMailTo(SUPPORT);
  });
});

describe("replies, notes and the customer's answer by mail", () => {
  let ticket: typeof schema.supportTickets.$inferSelect;
  let replyId = "";
  const email = visitor();

  beforeAll(async () => {
    ticket = await reportProblem(email, "Data not updating");
    await smtp.nextMailTo(email);
  });

  it("a reply is mailed from the support address with the reference and a Message-ID, and waits on the customer", async () => {
    const res = await adminPost("/api/admin/support/reply", {
      ticketId: ticket.id,
      body: "Please update to 4.2.\n\nIt fixes the data feed.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe("waiting");
    const mail = mailParts((await smtp.nextMailTo(email)).raw);
    expect(mail.header("Subject")).toBe(`Re: Data not updating [${ticket.reference}]`);
    expect(mail.header("From")).toContain(SUPPORT);
    replyId = mail.header("Message-ID")!;
    expect(replyId).toMatch(new RegExp(`^<ticket\\.${ticket.reference}\\.\\d+@investarindia\\.com>$`));
    expect(mail.text).toContain("It fixes the data feed.");
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `ticket:${ticket.reference}`));
    expect(audit.map((row) => row.action)).toContain("support-ticket-replied");
  });

  it("an internal note is kept for staff and never mailed", async () => {
    const res = await adminPost("/api/admin/support/note", { ticketId: ticket.id, body: "Customer is on an old installer." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages.at(-1)).toMatchObject({ kind: "note", author: "Meera Staff", body: "Customer is on an old installer." });
    expect(res.json().state).toBe("waiting");
    const queued = await t.db.select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).limit(5);
    expect(queued.some((row) => row.text.includes("old installer"))).toBe(false);
    expect((await adminPost("/api/admin/support/note", { ticketId: ticket.id, body: "   " })).json().message).toBe(
      "Write the message first.",
    );
  });

  it("refuses a forged webhook and one signed with another key", async () => {
    const res = await mailgunPost(
      { from: email, subject: `Re: [${ticket.reference}]`, text: "Forged" },
      [],
      "key-someone-elses-key-0000000",
    );
    expect(res.statusCode).toBe(403);
    const unsigned = await t.app.inject({ method: "POST", url: "/api/support/inbound-mail", payload: { from: email, subject: "x" } });
    expect(unsigned.statusCode).toBe(403);
    expect((await messagesOf(ticket.id)).some((row) => row.body === "Forged")).toBe(false);
  });

  it("threads the customer's answer by the reference in the subject and opens the ticket again; a retried delivery is stored once", async () => {
    const mail = {
      from: `Ravi <${email}>`,
      subject: `Re: Data not updating [${ticket.reference}]`,
      text: "Updated, still blank.",
      messageId: "<answer-1@mail.example.in>",
    };
    const first = await mailgunPost(mail);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ticketId: ticket.id, reference: ticket.reference, stored: true, opened: false });
    expect((await ticketById(ticket.id)).state).toBe("open");
    const again = await mailgunPost(mail);
    expect(again.json()).toEqual({ ticketId: ticket.id, reference: ticket.reference, stored: false, opened: false });
    expect((await messagesOf(ticket.id)).filter((row) => row.body === "Updated, still blank.")).toHaveLength(1);
  });

  it("threads by In-Reply-To when the subject lost the reference, and the next reply answers that mail", async () => {
    await adminPost("/api/admin/support/reply", { ticketId: ticket.id, body: "Could you send a screenshot?" });
    const asked = mailParts((await smtp.nextMailTo(email)).raw);
    expect(asked.header("In-Reply-To")).toBe("<answer-1@mail.example.in>");
    expect(asked.header("References")).toContain(replyId);
    const res = await mailgunPost(
      {
        from: email,
        subject: "screenshot",
        text: "Here it is.",
        inReplyTo: asked.header("Message-ID"),
        references: `${replyId} ${asked.header("Message-ID")}`,
      },
      [
        { name: "attachment-1", filename: "blank.png", data: sampleFiles.png, contentType: "image/png" },
        { name: "attachment-2", filename: "setup.exe", data: sampleFiles.exe, contentType: "application/octet-stream" },
      ],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ticketId).toBe(ticket.id);
    const last = (await messagesOf(ticket.id)).at(-1)!;
    expect(last.body).toContain("Here it is.");
    expect(last.body).toContain("setup.exe can not be attached");
    expect(last.attachments).toEqual([expect.objectContaining({ sentAs: "blank.png", contentType: "image/png" })]);
    expect((await ticketById(ticket.id)).state).toBe("open");
  });

  it("a mail naming no ticket of the sender's starts a new one, with a receipt quoting its reference", async () => {
    const stranger = visitor();
    const res = await mailgunPost({ from: stranger, subject: `About ${ticket.reference}`, text: "Is this about me?" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ opened: true, stored: true });
    expect(res.json().ticketId).not.toBe(ticket.id);
    expect(await ticketById(res.json().ticketId)).toMatchObject({ kind: "email", email: stranger, state: "new" });
    expect((await smtp.nextMailTo(stranger)).raw).toContain(res.json().reference);
  });

  it("a mail without a usable sender, or from the support address itself, is refused without a retry (406)", async () => {
    expect((await mailgunPost({ from: "undisclosed-recipients", subject: "x", text: "y" })).statusCode).toBe(406);
    expect((await mailgunPost({ from: `Investar Support <${SUPPORT}>`, subject: `Re: [${ticket.reference}]`, text: "y" })).statusCode).toBe(
      406,
    );
  });

  it("a bounce becomes a ticket for staff to see, with no receipt to the mailer daemon", async () => {
    const res = await mailgunPost({
      from: "MAILER-DAEMON@mx.example.in",
      subject: "Undelivered Mail Returned to Sender",
      text: "550 No such user",
    });
    expect(res.json()).toMatchObject({ opened: true });
    const queued = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, "mailer-daemon@mx.example.in"));
    expect(queued).toEqual([]);
  });
});

describe("the customer's own tickets", () => {
  let ticketId = 0;
  beforeAll(async () => {
    const ticket = await reportProblem(customer.email, "Alerts silent", [], customer.auth);
    ticketId = ticket.id;
    await adminPost("/api/admin/support/note", { ticketId, body: "Staff only: check the alert server." });
    await adminPost("/api/admin/support/reply", { ticketId, body: "We are looking into it." });
  });

  it("lists them and shows a thread without internal notes", async () => {
    const list = await adminGet("/api/support/my-tickets", customer.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().tickets.map((row: { id: number }) => row.id)).toContain(ticketId);
    const thread = await adminGet(`/api/support/my-ticket?id=${ticketId}`, customer.auth);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().state).toBe("waiting");
    expect(thread.json().messages.map((m: { kind: string }) => m.kind)).toEqual(["customer", "reply"]);
    expect(JSON.stringify(thread.json())).not.toContain("Staff only");
    expect(thread.json().messages[1].author).toBe("Investar support");
  });

  it("answers from the site, which opens the ticket again", async () => {
    const res = await adminPost("/api/support/my-ticket/reply", { ticketId, body: "Still silent today." }, customer.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: "open" });
    expect(res.json().messages.at(-1)).toMatchObject({ kind: "customer", body: "Still silent today." });
  });

  it("serves a message's attachment to staff and to its customer, under a name from its proven type, and to nobody else", async () => {
    const ticket = await reportProblem(customer.email, "With a screenshot", [
      { name: "files", filename: "my screen.png", data: sampleFiles.png, contentType: "image/png" },
    ]);
    const [first] = await messagesOf(ticket.id);
    const path = (base: string) => `${base}?messageId=${first!.id}&index=0`;
    const staff = await adminGet(path("/api/admin/support/attachment"));
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload).toEqual(sampleFiles.png);
    expect(staff.headers["content-type"]).toBe("image/png");
    expect(staff.headers["content-disposition"]).toContain(`${ticket.reference}-attachment-1.png`);
    expect((await adminGet(path("/api/support/my-ticket/attachment"), customer.auth)).rawPayload).toEqual(sampleFiles.png);
    expect((await adminGet(path("/api/support/my-ticket/attachment"), other.auth)).statusCode).toBe(404);
    expect((await adminGet(path("/api/admin/support/attachment"), customer.auth)).statusCode).toBe(403);
    expect((await adminGet(`/api/admin/support/attachment?messageId=${first!.id}&index=1`)).statusCode).toBe(404);
    await smtp.nextMailTo(SUPPORT);
  });

  it("are in the customer's data download with our replies, without the internal notes", async () => {
    const data = await collectMyData(t.db, customer.userId);
    const ticket = data.supportTickets.find((row) => (row as Record<string, unknown>).id === ticketId)!;
    expect(ticket.messages.map((m) => m.kind)).toEqual(["customer", "reply", "customer"]);
    expect(JSON.stringify(data.supportTickets)).not.toContain("Staff only");
  });

  it("never shows or takes another customer's ticket", async () => {
    expect((await adminGet(`/api/support/my-ticket?id=${ticketId}`, other.auth)).statusCode).toBe(404);
    expect((await adminPost("/api/support/my-ticket/reply", { ticketId, body: "Hijack" }, other.auth)).statusCode).toBe(404);
    expect((await adminGet("/api/support/my-tickets", other.auth)).json().tickets.map((row: { id: number }) => row.id)).not.toContain(
      ticketId,
    );
    expect((await messagesOf(ticketId)).some((row) => row.body === "Hijack")).toBe(false);
  });

  it("shows in the customer's timeline, linked to the ticket page, and staff search goes straight to it", async () => {
    const timeline = await adminGet(`/api/admin/customer-timeline?userId=${customer.userId}&kinds=support`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(timeline.json().entries).toContainEqual(expect.objectContaining({ kind: "support", href: `/admin/support/${ticketId}` }));
    const { reference } = await ticketById(ticketId);
    const search = await adminGet(`/api/admin/Search?q=${reference}`);
    expect(search.statusCode, search.body).toBe(200);
    expect(JSON.stringify(search.json())).toContain(`/admin/support/${ticketId}`);
  });
});

describe("an account's erasure", () => {
  it("takes its tickets with their threads, and hands back their files to remove", async () => {
    const leaving = await createUser(t);
    const ticket = await reportProblem(leaving.email, "Please delete me", [
      { name: "files", filename: "id.png", data: sampleFiles.png, contentType: "image/png" },
    ]);
    const [first] = await messagesOf(ticket.id);
    const erased = await t.db.transaction((tx) => eraseAccount(t.app.deps, tx, leaving.userId));
    expect(erased.support).toContain(first!.attachments[0]!.storedName);
    expect(await t.db.select().from(schema.supportTickets).where(eq(schema.supportTickets.id, ticket.id))).toEqual([]);
    expect(await messagesOf(ticket.id)).toEqual([]);
    await smtp.nextMailTo(SUPPORT);
  });
});

describe("who may call the desk", () => {
  const adminCalls = [
    ["GET", "/api/admin/support/tickets"],
    ["GET", "/api/admin/support/ticket?id=1"],
    ["POST", "/api/admin/support/reply"],
    ["POST", "/api/admin/support/note"],
    ["POST", "/api/admin/support/update"],
  ] as const;
  it("a customer gets 403 and nobody 401 on the staff endpoints", async () => {
    for (const [method, url] of adminCalls) {
      const payload = method === "POST" ? { ticketId: 1, body: "x", state: "open" } : undefined;
      expect((await t.app.inject({ method, url, payload, headers: customer.auth })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/support/my-tickets" })).statusCode).toBe(401);
  });
});
