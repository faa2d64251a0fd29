import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives (docs/architecture.md#mail-and-sms: tests read mail over SMTP). */
export async function startTestSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    /** Waits for the next mail to `to` (by default the newest one not yet taken). */
    async nextMailTo(to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((mail) => mail.to.includes(to));
        if (index !== -1) return received.splice(index, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to PUBLIC_URL/<path>?id=… in a raw message (quoted-printable soft breaks undone). */
export function linkFrom(raw: string, path: string): string {
  const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = new RegExp(`https?://[^\\s"<>]+/${path}\\?id=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No /${path} link in mail:\n${text.slice(0, 2000)}`);
  return match[1]!;
}
