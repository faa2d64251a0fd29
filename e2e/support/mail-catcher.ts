import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback for the journeys (DESIGN §5), plus a tiny HTTP view of what it caught so
 * the browser tests can open the links the site mailed.
 */
export async function startMailCatcher(smtpPort: number, httpPort: number): Promise<() => Promise<void>> {
  const mails: { to: string[]; raw: string; at: number }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    const found = mails.filter((mail) => mail.to.includes(to));
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };
}
