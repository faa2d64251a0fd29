import type { DataExportLinkState } from "@investar/contract/pages/privacy-consent";
import { Link } from "react-router";
import type { Route } from "./+types/privacy-download";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/account-area.css";

/** A link's token is 43 URL-safe characters; anything else is answered as an unknown link without asking the database. */
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  const token = new URL(request.url).searchParams.get("t") ?? "";
  // The guard has already sent visitors without a session to the login page (which brings them back here).
  if (!user) return { token: "", state: null };
  const state: DataExportLinkState = TOKEN.test(token)
    ? await services.checkDataExportLink(user.userId, token)
    : { usable: false, message: "This download link is not valid. Ask for a new copy of your data on the My privacy page." };
  return { token, state };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Download my data | Investar",
    description: "Download the copy of your data you asked for.",
    path: "/my-investar/privacy/download",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

// Fixed zone so the server's render and the browser's agree (and Indian customers see Indian dates).
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * docs/business-rules.md#data-download: where the mailed link lands. It says before anything is spent whether the link can be used
 * (its owner, logged in, once, within 7 days) and, if not, why; the button downloads the ZIP and uses the link up.
 */
export default function PrivacyDownload({ loaderData }: Route.ComponentProps) {
  const { token, state } = loaderData;
  if (!state) return null;
  return (
    <div className="account-page">
      <header>
        <h1>Download my data</h1>
      </header>
      <section className="card" aria-live="polite">
        {state.usable ? (
          <>
            <p>
              Your copy is ready: one ZIP of {sizeText(state.size)}. The link works once, so keep the file safe; it can be used until{" "}
              {dateTime.format(new Date(state.expiresAt))} IST.
            </p>
            <a className="button button--primary" href={`/api/privacy/DownloadMyData?t=${encodeURIComponent(token)}`} download>
              Download the ZIP
            </a>
          </>
        ) : (
          <>
            <h2>This link cannot be used</h2>
            <p className="field__error" role="alert" data-download-refused="">
              {state.message}
            </p>
          </>
        )}
        <p>
          <Link to="/my-investar/privacy">Back to My privacy</Link>
        </p>
      </section>
    </div>
  );
}
