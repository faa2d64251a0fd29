import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { messagesFor } from "../../app/i18n/catalogues.server.ts";
import type { PageLocale } from "../../app/i18n/page-locale.ts";

/**
 * Renders one of the customer's own pages' components inside a router, with the root's language and the `account`
 * messages its loader sends (docs/adr/0059-hindi-with-lingui.md), as the server renders it: English unless told.
 */
export function renderInAccountPage(element: ReactElement, locale: PageLocale = "en"): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => element }]);
  const i18n = { locale, messages: messagesFor(locale, ["account"]) };
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { root: { i18n } } } }));
}
