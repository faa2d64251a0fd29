import { useContext, type ReactNode } from "react";
import { Meta, Outlet, isRouteErrorResponse, useLocation, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { appContext } from "./load-context.ts";
import { Providers } from "./components/providers.tsx";
import { APP_ROOT_ID } from "./hydrate/page-data.ts";
import { PageScripts } from "./hydrate/page-scripts.tsx";
import { StyleSheets } from "./hydrate/style-sheets.tsx";
import type { RootData } from "./lib/root-data.ts";
import { flashNoticeFromCookie } from "./lib/flash-notice.ts";
import { referenceOf, RequestReferenceContext } from "./lib/error-reference.ts";
import staticPageScript from "./enhance/static-page.js?raw";
import errorReporterScript from "./enhance/error-reporter.js?enhance";
import { BrowserAssetsContext } from "./hydrate/page-scripts.tsx";
import { messagesFor } from "./i18n/catalogues.server.ts";
import { localeTag, pageText, requestLocale, useI18n } from "./i18n/page-locale.ts";
import { ErrorPageMessagesContext } from "./i18n/error-page-messages.ts";
import { twinQuery } from "./i18n/twin-query.server.ts";
import { languageOfPath } from "@investar/core/i18n/languages";
import { LanguageAlternates } from "./i18n/language-alternates.tsx";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/components.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, nonce, publicUrl, setupDownloadUrl, vendorEmailDomain, testMode, services, pseudoLocale, language } =
    context.get(appContext);
  // The page's language and the messages every page shows (header, footer, errors): docs/adr/0059-hindi-with-lingui.md.
  const locale = requestLocale(request, pseudoLocale, language);
  return {
    i18n: { locale, messages: messagesFor(locale, ["common"]) },
    languageSwitchQuery: twinQuery(new URL(request.url).search),
    // The footer, contact and payment pages print the business from its profile (ADR 0033).
    business: await services.getBusinessProfile(),
    // Prices written in copy come from the catalogue in effect (docs/business-rules.md#prices-in-copy).
    prices: await services.getCopyPrices(),
    user,
    nonce,
    publicUrl,
    setupDownloadUrl,
    vendorEmailDomain,
    testMode,
    flashNotice: flashNoticeFromCookie(request.headers.get("cookie")),
  };
}

/**
 * A route whose `handle` says `{ hydrate: false }` is served as HTML and CSS with a small inline script
 * instead of the React runtime (docs/adr/0004-static-marketing-pages.md); so is an error page. Other
 * pages hydrate without the client router (docs/adr/0018-pages-without-client-router.md).
 */
export interface RouteHandle {
  hydrate?: boolean;
}

function useHydration(): boolean {
  const failed = useRouteError() != null;
  return !failed && !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const nonce = data?.nonce;
  const hydrate = useHydration();
  const release = useContext(BrowserAssetsContext)?.version;
  return (
    <html lang={data ? localeTag(data.i18n.locale) : "en-IN"}>
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} data-release={release} dangerouslySetInnerHTML={{ __html: errorReporterScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d6e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <LanguageAlternates />
        <StyleSheets />
      </head>
      <body>
        {data?.testMode ? <TestModeRibbon /> : null}
        {children}
        {hydrate ? (
          <PageScripts nonce={nonce} />
        ) : (
          <>
            {data?.flashNotice ? (
              <div className="static-toast" role="status" data-flash-toast="">
                {data.flashNotice}
              </div>
            ) : null}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: staticPageScript }} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * ADR 0012: a deployment running the payment simulator says so on every page, hydrated or not (it is
 * plain server-rendered markup, first in reading order, and a landmark screen readers can jump to).
 */
function TestModeRibbon() {
  return (
    <aside className="test-mode-ribbon" aria-label="Test mode">
      <strong>Test mode</strong>: payments are simulated and no money is taken. Receipts, invoices and credit notes are marked TEST.
    </aside>
  );
}

/** entry.client.tsx renders the same tree into the same element when the page hydrates. */
export default function App() {
  return (
    <div id={APP_ROOT_ID}>
      <Providers>
        <Outlet />
      </Providers>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A failed API call's own reference first; else the page request's, when the server rendered this page.
  const pageReference = useContext(RequestReferenceContext);
  const reference = status >= 500 ? (referenceOf(error) ?? pageReference) : null;
  const fromLoaders = useI18n();
  const rendererMessages = useContext(ErrorPageMessagesContext);
  const { pathname } = useLocation();
  // The root loader's failure leaves no messages in the page's data: the renderer's own copy speaks instead.
  const { t, href } =
    fromLoaders.has("error.title") || !rendererMessages
      ? fromLoaders
      : pageText([{ i18n: { locale: languageOfPath(pathname), messages: rendererMessages } }]);
  return (
    <main className="error-page" id="main">
      <h1>{status === 404 ? "404" : t("error.title")}</h1>
      <p>{status === 404 ? t("notFound.heading") : t("error.body")}</p>
      {reference ? (
        <p className="error-reference">
          {`${t("error.reference")} `}
          <code>{reference}</code>
        </p>
      ) : null}
      <a href={href("/")}>{t("error.home")}</a>
    </main>
  );
}
