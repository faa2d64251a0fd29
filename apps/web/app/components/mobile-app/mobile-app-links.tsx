import type { MobileAppPageData } from "@investar/contract/pages/business";
import { useId, type ReactNode } from "react";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";
import "../../styles/mobile-app.css";

/**
 * docs/business-rules.md#mobile-app-links, ADR 0040: the mobile app's store badges and a QR code, wherever the app is sold.
 * The badges are our own drawing (no store artwork is downloaded); a store without a configured page has no badge, and
 * with none configured nothing is shown. The QR code holds our /app, which sends a phone to its own store; a phone has
 * no use for a code on its own screen, so it is shown on wider screens only.
 */
export function MobileAppLinks({
  app,
  heading = "Get the Investar mobile app",
  level = 2,
  children,
}: {
  app: MobileAppPageData;
  heading?: string;
  level?: 2 | 3;
  /** A line under the heading saying what the app is for here. */
  children?: ReactNode;
}) {
  const headingId = useId();
  const i18n = useI18n();
  if (!app.appStore && !app.googlePlay) return null;
  const Heading = level === 2 ? "h2" : "h3";
  const stores = [
    {
      store: "App Store",
      href: app.appStore,
      mark: <AppleMark />,
      small: translatedOr(i18n, "download.app.appStoreSmall", "Download on the"),
    },
    { store: "Google Play", href: app.googlePlay, mark: <PlayMark />, small: translatedOr(i18n, "download.app.playSmall", "Get it on") },
  ];
  return (
    <section className="mobile-app-links" aria-labelledby={headingId}>
      <div className="mobile-app-links__text">
        <Heading id={headingId}>{heading}</Heading>
        {children}
        <ul className="store-badges" role="list">
          {stores.map(({ href, ...badge }) => (href ? <StoreBadge key={badge.store} href={href} {...badge} /> : null))}
        </ul>
      </div>
      {app.qrCode ? (
        <figure className="mobile-app-links__qr">
          <img
            src={app.qrCode}
            width={132}
            height={132}
            alt={translatedOr(i18n, "download.app.qrAlt", `QR code of ${app.getAppUrl}`, { url: app.getAppUrl })}
          />
          <figcaption>{translatedOr(i18n, "download.app.qr", "Scan with your phone's camera to open the app in its store.")}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}

/** An apple with a leaf, drawn for the badge. */
function AppleMark() {
  return (
    <svg className="store-badge__mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.2 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z"
      />
    </svg>
  );
}

/** A four-coloured play triangle, drawn for the badge. */
function PlayMark() {
  return (
    <svg className="store-badge__mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="#34a853" d="M4 2.5l10.2 9.5L4 21.5c-.4-.2-.6-.6-.6-1.1V3.6c0-.5.2-.9.6-1.1z" />
      <path fill="#fbbc04" d="M17.6 8.8l3 1.7c.9.5.9 1.9 0 2.4l-3 1.7-3.4-2.6z" />
      <path fill="#ea4335" d="M4 21.5l10.2-9.5 3.4 2.6-11.9 6.8c-.6.3-1.2.3-1.7.1z" />
      <path fill="#4285f4" d="M4 2.5c.5-.2 1.1-.2 1.7.1l11.9 6.2-3.4 3.2z" />
    </svg>
  );
}

/** One store's badge: its mark, the small "Download on the" line and the store's name. */
function StoreBadge({ href, mark, small, store }: { href: string; mark: ReactNode; small: string; store: string }) {
  return (
    <li>
      <a className="store-badge" href={href} rel="noopener">
        {mark}
        <span className="store-badge__words">
          <span className="store-badge__small">{small}</span> <span className="store-badge__store">{store}</span>
        </span>
      </a>
    </li>
  );
}
