import type { DataExportLinkState } from "@investar/contract/pages/privacy-consent";
import { Link } from "react-router";
import type { Route } from "./+types/privacy-download";
import { appContext } from "../../load-context.ts";
import { dateTimeIn } from "../../lib/date-time.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { customerMessages } from "../../i18n/customer-messages.server.ts";
import { metaText, useI18n, type PageText } from "../../i18n/page-locale.ts";
import "../../styles/account-area.css";

/** A link's token is 43 URL-safe characters; anything else is answered as an unknown link without asking the database. */
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, services } = context.get(appContext);
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const messages = customerMessages(request, context, { privacy: ["privacy.link.", "privacy.when"] });
  // The guard has already sent visitors without a session to the login page (which brings them back here).
  if (!user) return { token: "", state: null, messages };
  const state: DataExportLinkState = TOKEN.test(token)
    ? await services.checkDataExportLink(user.userId, token)
    : {
        usable: false,
        message: "This download link is not valid. Ask for a new copy of your data on the My privacy page.",
        reason: "unknown",
      };
  return { token, state, messages };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("privacy.link.title"),
    description: t("privacy.link.description"),
    path: "/my-investar/privacy/download",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

const sizeText = (text: PageText, bytes: number) =>
  bytes >= 1_048_576
    ? text.t("privacy.link.megabytes", { size: (bytes / 1_048_576).toFixed(1) })
    : text.t("privacy.link.kilobytes", { size: Math.max(1, Math.round(bytes / 1024)) });

/** Why the link cannot be used, in the customer's language; the server's English words for a reason the page does not know. */
function refusalText(text: PageText, state: Extract<DataExportLinkState, { usable: false }>): string {
  const when = (iso: string) => text.t("privacy.when", { when: dateTimeIn(text.language, iso) });
  if (state.reason === "expired" && state.expiredAt) return text.t("privacy.link.expired", { when: when(state.expiredAt) });
  return state.reason && state.reason !== "expired" ? text.t(`privacy.link.${state.reason}`) : state.message;
}

/**
 * docs/business-rules.md#data-download: where the mailed link lands. It says before anything is spent whether the link can be used
 * (its owner, logged in, once, within 7 days) and, if not, why; the button downloads the ZIP and uses the link up.
 */
export default function PrivacyDownload({ loaderData }: Route.ComponentProps) {
  const { token, state } = loaderData;
  const text = useI18n();
  const { t } = text;
  if (!state) return null;
  return (
    <div className="account-page">
      <header>
        <h1>{t("privacy.link.heading")}</h1>
      </header>
      <section className="card" aria-live="polite">
        {state.usable ? (
          <>
            <p>
              {t("privacy.link.ready", {
                size: sizeText(text, state.size),
                until: t("privacy.when", { when: dateTimeIn(text.language, state.expiresAt) }),
              })}
            </p>
            <a className="button button--primary" href={`/api/privacy/DownloadMyData?t=${encodeURIComponent(token)}`} download>
              {t("privacy.link.button")}
            </a>
          </>
        ) : (
          <>
            <h2>{t("privacy.link.refusedHeading")}</h2>
            <p className="field__error" role="alert" data-download-refused="">
              {refusalText(text, state)}
            </p>
          </>
        )}
        <p>
          <Link to="/my-investar/privacy">{t("privacy.link.back")}</Link>
        </p>
      </section>
    </div>
  );
}
