import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { messages } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import { describe, expect, it } from "vitest";
import type { TestUser } from "./support/sessions.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const t = suiteApp({});
const me = suiteUser(t, { name: "Asha Verma" });
const admin = suiteUser(t, { role: "Admin" });

const get = (url: string, user: TestUser = me) => t.app.inject({ method: "GET", url, headers: user.auth });
const post = (url: string, payload: object, user: TestUser = me) => t.app.inject({ method: "POST", url, payload, headers: user.auth });

const member = {
  fullName: "Asha  Verma",
  gender: "Female",
  dateOfBirth: "1988-11-02",
  occupation: "Professional",
  tradingExperience: "5 to 10 years",
};
const contact = {
  country: "India",
  state: "Maharashtra",
  city: "Pune",
  otherCity: "",
  address: "12 FC Road, Shivajinagar",
  pinCode: "411004",
};

function expect400(res: { statusCode: number; json(): unknown }, message: string, field?: string) {
  expect(res.statusCode, message).toBe(400);
  const body = res.json() as { message: string; errors?: Record<string, string[]> };
  expect(body.message).toBe(message);
  if (field) expect(body.errors?.[field]).toEqual([message]);
}

describe("reading the profile", () => {
  it("answers each part for the owner, with defaults for a new account", async () => {
    expect((await get(`/api/user/IsUserExist?userId=${me.userId}`)).json()).toBe(true);
    expect((await get(`/api/user/GetMemberInfoProfile?userId=${me.userId}`)).json()).toEqual({
      fullName: "Asha Verma",
      gender: null,
      dateOfBirth: null,
      occupation: null,
      tradingExperience: null,
    });
    expect((await get(`/api/user/GetContactInfoProfile?userId=${me.userId}`)).json()).toEqual({
      country: null,
      state: null,
      city: null,
      otherCity: null,
      address: null,
      pinCode: null,
    });
    // Marketing is opt-in (ADR 0034): an account starts with product updates only.
    expect((await get(`/api/user/GetSubscriptionFlags?userId=${me.userId}`)).json()).toEqual({
      newsletter: false,
      productUpdates: true,
      webinarInvites: false,
      offers: false,
      renewalReminders: true,
    });
    const mobile = await get(`/api/user/GetMobileNumber?userId=${me.userId}`);
    expect(mobile.headers["content-type"]).toMatch(/^text\/plain/);
    expect(mobile.body).toBe("9876543210");
  });

  it("lets an admin ask whether any id exists", async () => {
    expect((await get(`/api/user/IsUserExist?userId=${me.userId}`, admin)).json()).toBe(true);
    expect((await get(`/api/user/IsUserExist?userId=999999`, admin)).json()).toBe(false);
  });

  it("answers a malformed userId with 400", async () => {
    for (const bad of ["abc", "-4", "0", ""]) {
      const res = await get(`/api/user/GetMemberInfoProfile?userId=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/userId/);
    }
  });
});

describe("POST user/SaveMemberProfile", () => {
  it("saves the member information, tidying the name and treating blanks as not given", async () => {
    const res = await post("/api/user/SaveMemberProfile", { userId: me.userId, ...member });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...member, fullName: "Asha Verma" });
    const cleared = await post("/api/user/SaveMemberProfile", {
      userId: me.userId,
      fullName: "Asha Verma",
      gender: "",
      dateOfBirth: "",
      occupation: null,
    });
    expect(cleared.json()).toEqual({ fullName: "Asha Verma", gender: null, dateOfBirth: null, occupation: null, tradingExperience: null });
    await post("/api/user/SaveMemberProfile", { userId: me.userId, ...member });
    expect((await get(`/api/user/GetMemberInfoProfile?userId=${me.userId}`)).json().gender).toBe("Female");
  });

  it("answers every broken rule with 400 and its message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: "" }, messages.nameRequired, "fullName"],
      [{ fullName: "R2-D2" }, messages.nameInvalid, "fullName"],
      [{ gender: "Robot" }, profileMessages.genderInvalid, "gender"],
      [{ dateOfBirth: "02/11/1988" }, profileMessages.dateOfBirthInvalid, "dateOfBirth"],
      [{ dateOfBirth: "1988-02-30" }, profileMessages.dateOfBirthInvalid, "dateOfBirth"],
      [{ dateOfBirth: "2999-01-01" }, profileMessages.dateOfBirthFuture, "dateOfBirth"],
      [{ dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` }, profileMessages.dateOfBirthTooYoung, "dateOfBirth"],
      [{ occupation: "Astronaut" }, profileMessages.occupationInvalid, "occupation"],
      [{ tradingExperience: "Since birth" }, profileMessages.tradingExperienceInvalid, "tradingExperience"],
    ];
    for (const [change, message, field] of cases)
      expect400(await post("/api/user/SaveMemberProfile", { userId: me.userId, ...member, ...change }), message, field);
  });

  it("answers a missing or malformed body with 400, not 500", async () => {
    for (const body of [
      {},
      { userId: me.userId },
      { userId: "me", fullName: "Asha" },
      { userId: me.userId, fullName: 42 },
      { userId: me.userId, fullName: "A".repeat(201) },
    ]) {
      const res = await post("/api/user/SaveMemberProfile", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe("POST user/SaveContactProfile", () => {
  const url = () => `/api/user/SaveContactProfile?userId=${me.userId}`;

  it("saves a listed city and drops a typed city that goes with it", async () => {
    const res = await post(url(), { ...contact, otherCity: "Stray" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...contact, otherCity: null });
  });

  it("saves 'Other' with the typed city, and a US address with a ZIP code", async () => {
    const other = await post(url(), { ...contact, city: "Other", otherCity: "Lonavala", pinCode: "410401" });
    expect(other.json()).toMatchObject({ city: "Other", otherCity: "Lonavala" });
    const usa = await post(url(), { country: "USA", state: "New Jersey", city: "Edison", address: "", pinCode: "08817" });
    expect(usa.statusCode).toBe(200);
    expect((await get(`/api/user/GetContactInfoProfile?userId=${me.userId}`)).json()).toEqual({
      country: "USA",
      state: "New Jersey",
      city: "Edison",
      otherCity: null,
      address: null,
      pinCode: "08817",
    });
  });

  it("answers every broken rule with 400 and its message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ country: "" }, profileMessages.countryRequired, "country"],
      [{ country: "Nepal" }, profileMessages.countryRequired, "country"],
      [{ state: "" }, profileMessages.stateRequired, "state"],
      [{ state: "Texas" }, profileMessages.stateInvalid, "state"],
      [{ city: "" }, messages.cityRequired, "city"],
      [{ city: "Chennai" }, profileMessages.cityNotListed, "city"],
      [{ city: "Other", otherCity: "" }, messages.otherCityRequired, "otherCity"],
      [{ city: "Other", otherCity: "Lonavala 2" }, messages.cityInvalid, "otherCity"],
      [{ pinCode: "" }, "PIN code is required.", "pinCode"],
      [{ pinCode: "41100" }, "PIN code must be 6 digits.", "pinCode"],
      [{ pinCode: "041100" }, "PIN code must be 6 digits.", "pinCode"],
      [{ country: "USA", state: "Texas", city: "Austin", pinCode: "411004" }, "ZIP code must be 5 digits.", "pinCode"],
      [{ address: "x".repeat(201) }, profileMessages.addressTooLong, "address"],
    ];
    for (const [change, message, field] of cases) expect400(await post(url(), { ...contact, ...change }), message, field);
    const tooLong = await post(url(), { ...contact, address: "x".repeat(401) });
    expect(tooLong.statusCode).toBe(400);
    expect((await post(url(), { ...contact, state: 7 })).statusCode).toBe(400);
  });
});

describe("subscription flags", () => {
  it("saves the choices; a client that sends only the first four keeps renewal reminders on", async () => {
    const flags = { newsletter: false, productUpdates: true, webinarInvites: false, offers: false, renewalReminders: false };
    const res = await post(`/api/user/SaveSubscriptionFlags?userId=${me.userId}`, flags);
    expect(res.json()).toEqual(flags);
    expect((await get(`/api/user/GetSubscriptionFlags?userId=${me.userId}`)).json()).toEqual(flags);
    const older = { newsletter: true, productUpdates: true, webinarInvites: true, offers: true };
    expect((await post(`/api/user/SaveSubscriptionFlags?userId=${me.userId}`, older)).json()).toEqual({ ...older, renewalReminders: true });
  });

  it("answers a missing or non-boolean flag with 400", async () => {
    for (const body of [{ newsletter: true }, { newsletter: "yes", productUpdates: true, webinarInvites: true, offers: true }]) {
      expect((await post(`/api/user/SaveSubscriptionFlags?userId=${me.userId}`, body)).statusCode).toBe(400);
    }
  });
});

describe("POST user/SetUsersRoleForDownloads", () => {
  it("marks the account as allowed to download", async () => {
    const res = await t.app.inject({ method: "POST", url: `/api/user/SetUsersRoleForDownloads?userId=${me.userId}`, headers: me.auth });
    expect(res.json()).toEqual({ hasDownloadRole: true });
    const [row] = await t.db.select({ flag: schema.users.hasDownloadRole }).from(schema.users).where(eq(schema.users.id, me.userId));
    expect(row?.flag).toBe(true);
  });
});

describe("POST user/WriteClientSideLogs", () => {
  const url = (logs: string, fileName: string) =>
    `/api/user/WriteClientSideLogs?logs=${encodeURIComponent(logs)}&fileName=${encodeURIComponent(fileName)}`;

  it("keeps a log from a visitor, and the caller's id when logged in", async () => {
    expect((await t.app.inject({ method: "POST", url: url("TypeError: x is undefined", "home-page.log") })).json()).toEqual({
      saved: true,
    });
    expect((await t.app.inject({ method: "POST", url: url("chart failed", "my_profile"), headers: me.auth })).statusCode).toBe(200);
    const rows = await t.db.select().from(schema.clientLogs).orderBy(schema.clientLogs.id);
    expect(rows.map((r) => [r.fileName, r.userId, r.text])).toEqual([
      ["home-page.log", null, "TypeError: x is undefined"],
      ["my_profile", me.userId, "chart failed"],
    ]);
  });

  it("refuses unsafe names, empty and oversized logs with 400", async () => {
    for (const [logs, fileName] of [
      ["x", "../../etc/passwd"],
      ["x", "a/b.log"],
      ["x", ""],
      ["x", "n".repeat(80)],
      ["", "ok.log"],
      ["y".repeat(4001), "ok.log"],
    ] as const) {
      const res = await t.app.inject({ method: "POST", url: url(logs, fileName) });
      expect(res.statusCode, fileName).toBe(400);
    }
    expect((await t.app.inject({ method: "POST", url: "/api/user/WriteClientSideLogs" })).statusCode).toBe(400);
  });
});
