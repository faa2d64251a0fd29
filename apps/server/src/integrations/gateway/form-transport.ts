/**
 * How a gateway client posts a form server-to-server. The real gateway goes over HTTPS with fetch; the
 * simulator's client is handed an in-process transport instead (see create-card-gateway.ts), so both
 * run the same client code over the same wire format.
 */
export type FormTransport = (url: string, form: Record<string, string>) => Promise<{ status: number; body: string }>;

const TIMEOUT_MS = 15_000;

export const fetchTransport: FormTransport = async (url, form) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
};
