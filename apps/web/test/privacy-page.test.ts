import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PrivacyOverview } from "@investar/contract/pages/privacy-consent";
import {
  MARKETING_CONSENT_KINDS,
  PRIVACY_NOTICE_PATH,
  PRIVACY_NOTICE_VERSION,
  marketingConsentLabels,
} from "@investar/core/privacy-consent";
import { SignUpNotice } from "../app/components/privacy/sign-up-notice.tsx";
import MyPrivacy from "../app/routes/my-investar/privacy.tsx";
import PrivacyDownload from "../app/routes/my-investar/privacy-download.tsx";
import { messagesFor } from "../app/i18n/catalogues.server.ts";
import type { PageLocale } from "../app/i18n/page-locale.ts";

/** Renders an element at `/`, inside a router as the app has, with the root's language and the `privacy` messages the loaders send. */
function inRouter(render: () => ReactElement, locale: PageLocale = "en"): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: render }]);
  const i18n = { locale, messages: messagesFor(locale, ["common", "privacy"]) };
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { root: { i18n } } } }));
}

/** A route component with its loader data. */
const page = (component: (props: never) => unknown, loaderData: object, locale: PageLocale = "en") =>
  inRouter(() => createElement(component as never, { loaderData } as never), locale);

describe("the sign-up notice (docs/business-rules.md#privacy-notice)", () => {
  const html = inRouter(() => createElement(SignUpNotice, { idPrefix: "signup" }));

  it("itemises the purposes, links the full notice with its version and asks for the 18+ declaration", () => {
    expect(html).toContain("Payments and tax invoices");
    expect(html).toContain("Service mails");
    expect(html).toContain(`href="${PRIVACY_NOTICE_PATH}"`);
    expect(html).toContain(`version ${PRIVACY_NOTICE_VERSION}`);
    expect(html).toContain('name="ageConfirmed"');
    expect(html).toContain("I am 18 years or older");
  });

  it("offers each marketing kind as its own box, none ticked", () => {
    for (const kind of MARKETING_CONSENT_KINDS) {
      expect(html).toContain(`value="${kind}"`);
      expect(html).toContain(marketingConsentLabels[kind]);
    }
    expect(html).not.toMatch(/checked/);
  });
});

const overview: PrivacyOverview = {
  noticeVersion: PRIVACY_NOTICE_VERSION,
  accepted: { noticeVersion: PRIVACY_NOTICE_VERSION, at: "2026-11-20T04:30:00.000Z" },
  adultDeclaredAt: "2026-11-20T04:30:00.000Z",
  marketing: [
    { kind: "offers", on: true, changedAt: "2026-11-20T04:30:00.000Z" },
    { kind: "webinarInvites", on: false, changedAt: null },
    { kind: "productUpdates", on: false, changedAt: null },
    { kind: "newsletter", on: false, changedAt: "2026-11-25T10:00:00.000Z" },
  ],
  history: [
    {
      purpose: "newsletter",
      given: false,
      at: "2026-11-25T10:00:00.000Z",
      noticeVersion: PRIVACY_NOTICE_VERSION,
      source: "unsubscribe-link",
    },
    { purpose: "offers", given: true, at: "2026-11-20T04:30:00.000Z", noticeVersion: PRIVACY_NOTICE_VERSION, source: "sign-up-form" },
  ],
  lastExport: null,
};

describe("/my-investar/privacy", () => {
  const html = page(MyPrivacy, { overview });

  it("shows the notice accepted and when, in Indian time", () => {
    expect(html).toContain(`You accepted notice version <strong>${PRIVACY_NOTICE_VERSION}</strong> on 20 Nov 2026, 10:00 am IST`);
  });

  it("has one switch per marketing kind saying its state", () => {
    expect(html).toContain('data-consent-kind="offers"');
    expect(html).toMatch(/data-consent-kind="offers".*?aria-pressed="true".*?Switch off/s);
    expect(html).toMatch(/data-consent-kind="webinarInvites".*?aria-pressed="false".*?Switch on/s);
  });

  it("lists the consent history with how each was given or withdrawn", () => {
    expect(html).toContain("Unsubscribe link in a mail");
    expect(html).toContain("Withdrawn");
    expect(html).toContain("Sign-up form");
  });

  it("offers the download and links the other rights' pages", () => {
    expect(html).toContain("Download my data");
    expect(html).toContain('href="/my-investar/privacy/requests"');
    expect(html).toContain('href="/my-investar/privacy/close-account"');
    expect(html).toContain("Requests and grievances");
  });

  it("says when a copy is being prepared and does not offer a second", () => {
    const pending = page(MyPrivacy, {
      overview: {
        ...overview,
        lastExport: { status: "pending", requestedAt: "2026-11-27T05:00:00.000Z", readyAt: null, expiresAt: null, downloadedAt: null },
      },
    });
    expect(pending).toContain("Being prepared since 27 Nov 2026");
    expect(pending).toMatch(/<button[^>]*disabled=""[^>]*>Download my data/);
  });
});

describe("/my-investar/privacy/download", () => {
  it("offers the ZIP for a usable link, and says why another cannot be used", () => {
    const usable = page(PrivacyDownload, { token: "abc", state: { usable: true, size: 52_000, expiresAt: "2026-12-04T05:00:00.000Z" } });
    expect(usable).toContain('href="/api/privacy/DownloadMyData?t=abc"');
    expect(usable).toContain("51 KB");
    const used = page(PrivacyDownload, { token: "abc", state: { usable: false, message: "This download link has been used already." } });
    expect(used).toContain("This link cannot be used");
    expect(used).toContain("This download link has been used already.");
    expect(used).not.toContain("DownloadMyData");
  });

  it("says it in Hindi for a Hindi account: the ready copy, and each reason a link is refused", () => {
    const ready = page(
      PrivacyDownload,
      { token: "abc", state: { usable: true, size: 52_000, expiresAt: "2026-12-04T05:00:00.000Z" } },
      "hi",
    );
    expect(ready).toContain("आपकी कॉपी तैयार है: 51 KB की एक ZIP फ़ाइल।");
    expect(ready).toContain("4 दिस॰ 2026, 10:30 am IST");
    const refused = (state: object) =>
      page(PrivacyDownload, { token: "abc", state: { usable: false, message: "English", ...state } }, "hi");
    expect(refused({ reason: "used" })).toContain("यह डाउनलोड लिंक पहले ही इस्तेमाल हो चुका है");
    expect(refused({ reason: "otherAccount" })).toContain("यह डाउनलोड लिंक किसी दूसरे अकाउंट को भेजा गया था।");
    expect(refused({ reason: "expired", expiredAt: "2026-12-04T05:00:00.000Z" })).toContain("4 दिस॰ 2026, 10:30 am IST को एक्सपायर हो गया");
    expect(refused({ reason: "used" })).not.toContain("English");
  });
});

describe("/my-investar/privacy for a Hindi account", () => {
  const html = page(MyPrivacy, { overview }, "hi");

  it("says the notice, the switches, the download and the history in Hindi, the notice itself said to be English", () => {
    expect(html).toContain(`आपने नोटिस का वर्ज़न <strong>${PRIVACY_NOTICE_VERSION}</strong> 20 नव॰ 2026, 10:00 am IST को स्वीकार किया।`);
    expect(html).toContain("प्राइवेसी नोटिस अभी सिर्फ़ अंग्रेज़ी में उपलब्ध है।");
    expect(html).toMatch(/data-consent-kind="offers".*?ऑफ़र और डिस्काउंट.*?aria-pressed="true".*?बंद करें/s);
    expect(html).toContain("मेरा डेटा डाउनलोड करें");
    expect(html).toContain("मेल में अनसब्सक्राइब लिंक");
    expect(html).not.toMatch(/Switch (?:on|off)|Withdrawn|Marketing mails/);
  });
});
