// The plain call of the scripts that show the server's own message (education-page.js, setup-download.js), without
// api-form.js's spinner and generic texts. Bundled into each page's script (vite.config.ts).

/** One call that never throws: a network failure is status 0, and a body that is not JSON reads as {}. */
export async function fetchAnswer(url, init = {}) {
  try {
    const response = await fetch(url, { credentials: "same-origin", ...init, headers: { accept: "application/json", ...init.headers } });
    return { ok: response.ok, status: response.status, data: await response.json().catch(() => ({})) };
  } catch {
    return { ok: false, status: 0, data: {} };
  }
}

/** The server's message, or what a refused or unreachable call means to the visitor. */
export const failureText = (answer) =>
  answer.data.message ||
  (answer.status === 429
    ? "Too many attempts from your connection. Please try again later."
    : "We could not reach the server. Please try again.");
