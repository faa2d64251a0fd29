import { describe, expect, it } from "vitest";
import { mergedMessages, messagesFor, messagesStartingWith, NO_MESSAGES } from "../app/i18n/catalogues.server.ts";
import { pageText } from "../app/i18n/page-locale.ts";

describe("a page's messages, built once per locale and selection", () => {
  it("are the same frozen object on every request, with the texts the selection names", () => {
    const account = messagesFor("hi", ["account"]);
    expect(messagesFor("hi", ["account"])).toBe(account);
    expect(Object.isFrozen(account)).toBe(true);

    const profile = messagesStartingWith(account, ["account.profile."]);
    expect(messagesStartingWith(account, ["account.profile."])).toBe(profile);
    expect(Object.keys(profile).length).toBeGreaterThan(0);
    expect(Object.keys(profile).every((id) => id.startsWith("account.profile."))).toBe(true);
    expect(Object.keys(profile)).toEqual(Object.keys(account).filter((id) => id.startsWith("account.profile.")));

    const explain = messagesFor("hi", ["explain"]);
    const page = mergedMessages(profile, explain, NO_MESSAGES);
    expect(mergedMessages(profile, explain, NO_MESSAGES)).toBe(page);
    expect(page).toEqual({ ...profile, ...explain });
  });

  it("keep nothing built from a part made for one request", () => {
    const once = { "account.profile.title": "Once" };
    const merged = mergedMessages(messagesFor("en", ["explain"]), once);
    expect(merged).toEqual({ ...messagesFor("en", ["explain"]), ...once });
    expect(mergedMessages(messagesFor("en", ["explain"]), { ...once })).not.toBe(merged);
    expect(Object.isFrozen(merged)).toBe(false);
    expect(messagesStartingWith(once, ["account."])).not.toBe(messagesStartingWith(once, ["account."]));
  });

  it("give a page the same text helpers on every request, speaking its locale", () => {
    const loaderData = (locale: "en" | "hi") => [
      { i18n: { locale, messages: messagesFor(locale, ["common"]) } },
      { messages: mergedMessages(messagesStartingWith(messagesFor(locale, ["account"]), ["account.profile."]), NO_MESSAGES) },
    ];
    const hindi = pageText(loaderData("hi"));
    expect(pageText(loaderData("hi"))).toBe(hindi);
    const english = pageText(loaderData("en"));
    expect(english.locale).toBe("en");
    expect(hindi.locale).toBe("hi");
    expect(english.t("account.profile.title")).toBe("My Profile | Investar");
    expect(hindi.t("account.profile.title")).not.toBe(english.t("account.profile.title"));
  });
});
