import { encryptPaymentRequest } from "@investar/core";
import { paymentRequestPassphrase } from "../../src/features/payments/services/payment-request-passphrase.ts";
import { paymentRequest } from "./checkout.ts";
import { parseForm } from "./payments.ts";

/** Every answer a client got during a fault test, for "no 500 answers": status, what it was, and a 503's Retry-After. */
export interface Answer {
  step: string;
  status: number;
  retryAfter: string | null;
  /** The reference the server gave the answer (x-request-id). */
  requestId: string | null;
}

/**
 * A customer over real HTTP against a server process, as a browser or the Windows program would be. A 503
 * means "try again" (the server says so with Retry-After): the customer waits and repeats the step.
 * No request may hang: each has a deadline beyond the server's own connection timeout.
 */
export class HttpCustomer {
  readonly answers: Answer[] = [];
  private token: string | null = null;
  private readonly base: string;
  private readonly account: { userId: number; email: string; password: string };
  private readonly sessionSecret: string;

  constructor(base: string, account: { userId: number; email: string; password: string }, sessionSecret: string) {
    this.base = base;
    this.account = account;
    this.sessionSecret = sessionSecret;
  }

  private async call(step: string, path: string, init: RequestInit = {}): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(path.startsWith("http") ? path : `${this.base}${path}`, {
        redirect: "manual",
        ...init,
        headers: { ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...init.headers },
        signal: AbortSignal.timeout(20_000),
      });
      this.answers.push({
        step,
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        requestId: response.headers.get("x-request-id"),
      });
      if (response.status !== 503 || attempt >= 60) return response;
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  private form(step: string, path: string, fields: Record<string, string>) {
    return this.call(step, path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async login(): Promise<void> {
    const response = await this.call("login", "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: this.account.email, password: this.account.password }),
    });
    if (response.ok) this.token = ((await response.json()) as { tokenString: string }).tokenString;
  }

  async quote(): Promise<void> {
    const response = await this.call("quote", "/api/payment/Quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ currency: "INR", product: "Standard", plan: "Quarter" }),
    });
    await response.arrayBuffer();
  }

  async viewPage(path: string): Promise<void> {
    await (await this.call(`page ${path}`, path)).arrayBuffer();
  }

  /** The whole card checkout through the simulator; the order number once the gateway was reached, else null. */
  async buy(outcome: "Simulate success" | "Simulate failure"): Promise<string | null> {
    const body = await encryptPaymentRequest(
      paymentRequestPassphrase(this.sessionSecret),
      JSON.stringify(paymentRequest(this.account.userId, { product: "Standard", plan: "Quarter" })),
    );
    const checkout = await this.call("checkout", "/api/payment/EncryptForCCAvenue", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!checkout.ok) return null;
    const gatewayForm = (await checkout.json()) as { action: string; fields: Record<string, string> };
    const gatewayPage = await this.form("gateway page", gatewayForm.action, gatewayForm.fields);
    if (!gatewayPage.ok) return null;
    const page = parseForm(await gatewayPage.text());
    const button = page.buttons.find((candidate) => candidate.label === outcome)!;
    const decided = await this.form("gateway decision", page.action, { ...page.fields, [button.name!]: button.value! });
    if (!decided.ok) return null;
    const returnPage = parseForm(await decided.text());
    await (await this.form("gateway return", returnPage.action, returnPage.fields)).arrayBuffer();
    return returnPage.fields.orderNo ?? null;
  }
}
