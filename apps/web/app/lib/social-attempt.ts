/**
 * The popup half of the social sign-in (lib/social-login.ts): the attempt's state and nonce, the providers' addresses, the
 * popup and its messages. No calls and no contracts, so a page served without React bundles it into its script
 * (enhance/social-login.js, ADR 0058).
 */
const ATTEMPT_KEY = "investar:social-attempt";
const CHANNEL = "investar:social-login";

/**
 * What a provider's sign-in is for, whichever the provider: a login (an unknown Google address continues to the sign-up form, an
 * unknown Facebook one gets the sign-up's trial account), or docs/business-rules.md#sign-up-to-pay at a checkout (an unknown
 * address gets a buyer's account: no trial, no activation mail), which comes back to `returnTo`, the checkout.
 */
export type SocialIntent = { kind: "log-in" } | { kind: "sign-up-to-pay"; returnTo: string };

export const LOG_IN: SocialIntent = { kind: "log-in" };

export interface SocialAttempt {
  state: string;
  nonce: string;
  /** The query of the page the sign-in started on, for a popup that must finish it alone (its referral link). */
  startedOn: string;
  /** Kept with the state, so the popup completes the sign-in the page asked for even when it must finish it alone. */
  intent: SocialIntent;
}

export type SocialMessage = { state: string } & (
  | { type: "investar:social-login" }
  /** The provider was right but the account has an authenticator: the opener asks for the code. */
  | { type: "investar:second-factor"; challenge: string }
  | { type: "investar:google-credential"; credential: string }
  | { type: "investar:social-login-error"; message: string }
);

type Envelope = SocialMessage & { id: string };
const ACK = "investar:social-login-ack";

const randomHex = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** `nonce`: Google's comes from the server (auth/googleNonce), which accepts a token carrying it once (ADR 0031). */
export function beginSocialAttempt(intent: SocialIntent, nonce: string = randomHex()): SocialAttempt {
  const attempt: SocialAttempt = { state: randomHex(), nonce, startedOn: window.location.search, intent };
  localStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
  return attempt;
}

/** Read once by the popup: a replayed or forged landing URL finds nothing to match. */
export function takeSocialAttempt(): SocialAttempt | null {
  try {
    const raw = localStorage.getItem(ATTEMPT_KEY);
    localStorage.removeItem(ATTEMPT_KEY);
    if (!raw) return null;
    const attempt = JSON.parse(raw) as Partial<SocialAttempt>;
    // An attempt stored by a page loaded before intents were kept was a login.
    return { ...attempt, intent: attempt.intent ?? LOG_IN } as SocialAttempt;
  } catch {
    return null;
  }
}

export function facebookDialogUrl(appId: string, redirectUri: string, attempt: SocialAttempt): string {
  const query = new URLSearchParams({
    client_id: appId,
    redirect_uri: redirectUri,
    response_type: "token",
    scope: "email,public_profile",
    state: attempt.state,
  });
  return `https://www.facebook.com/v19.0/dialog/oauth?${query}`;
}

/** Google's OAuth 2 endpoint in the implicit flow: the popup comes back with `#id_token=…`. */
export function googleAuthUrl(clientId: string, redirectUri: string, attempt: SocialAttempt): string {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: "id_token",
    scope: "openid email profile",
    nonce: attempt.nonce,
    state: attempt.state,
    prompt: "select_account",
  });
  return `https://accounts.google.com/o/oauth2/v2/auth?${query}`;
}

export function openLoginPopup(url: string): Window | null {
  const width = 520;
  const height = 680;
  // Centres the sign-in popup on the browser window; the page's own layout does not read the width.
  // eslint-disable-next-line no-restricted-properties
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open(url, "investar-social-login", `popup,width=${width},height=${height},left=${left},top=${top}`);
}

/** From the popup: tells the opening page, and resolves whether anyone heard it. */
export function notifyOpener(message: SocialMessage): Promise<boolean> {
  const opener = window.opener as Window | null;
  if (opener && !opener.closed) {
    opener.postMessage(message, window.location.origin);
    return Promise.resolve(true);
  }
  if (typeof BroadcastChannel === "undefined") return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(CHANNEL);
    const id = randomHex();
    const finish = (heard: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(heard);
    };
    const timer = setTimeout(() => finish(false), 1_000);
    channel.onmessage = (event: MessageEvent<{ type?: string; id?: string }>) => {
      if (event.data?.type === ACK && event.data.id === id) finish(true);
    };
    channel.postMessage({ ...message, id } satisfies Envelope);
  });
}

const SOCIAL_TYPES = new Set([
  "investar:social-login",
  "investar:second-factor",
  "investar:google-credential",
  "investar:social-login-error",
]);

function isSocialMessage(data: unknown): data is SocialMessage {
  if (!data || typeof data !== "object") return false;
  const { type, state } = data as { type?: unknown; state?: unknown };
  return typeof state === "string" && typeof type === "string" && SOCIAL_TYPES.has(type);
}

/** In the opening page: hears the popup by either route; returns the unsubscribe. */
export function listenForLoginPopup(onMessage: (message: SocialMessage) => void): () => void {
  const fromOpenerLink = (event: MessageEvent) => {
    if (event.origin === window.location.origin && isSocialMessage(event.data)) onMessage(event.data);
  };
  window.addEventListener("message", fromOpenerLink);
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
  if (channel) {
    channel.onmessage = (event: MessageEvent<Envelope>) => {
      if (!isSocialMessage(event.data)) return;
      channel.postMessage({ type: ACK, id: event.data.id });
      onMessage(event.data);
    };
  }
  return () => {
    window.removeEventListener("message", fromOpenerLink);
    channel?.close();
  };
}

/** The `nonce` claim of an ID token, read without verifying (the server verifies the token itself). */
export function nonceOf(credential: string): string | null {
  try {
    const payload = credential.split(".")[1] ?? "";
    const json = atob(
      payload
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(payload.length / 4) * 4, "="),
    );
    const nonce = (JSON.parse(json) as { nonce?: unknown }).nonce;
    return typeof nonce === "string" ? nonce : null;
  } catch {
    return null;
  }
}
