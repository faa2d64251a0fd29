import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartForm, sampleFiles, type FormPart } from "./support/multipart.ts";
import { storedUploads } from "./support/stored-uploads.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let me: TestUser;

beforeAll(async () => {
  ({ t, user: me } = await createTestAppWithUser());
});
afterAll(() => t.close());

const storedAvatars = () => storedUploads(t, "avatars");

function upload(parts: FormPart[], user: TestUser = me, headers: Record<string, string> = user.auth, userId = user.userId) {
  const form = multipartForm(parts);
  return t.app.inject({
    method: "POST",
    url: `/api/user/UploadFile?userId=${userId}`,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}
const picture = (userId = me.userId, user: TestUser = me) =>
  t.app.inject({ method: "GET", url: `/api/user/ProfilePicture?userId=${userId}`, headers: user.auth });

describe("profile picture", () => {
  it("answers 404 before anything was uploaded", async () => {
    const res = await picture();
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No profile picture has been uploaded.");
  });

  it("stores a PNG under a server-made name and serves it back", async () => {
    const res = await upload([{ name: "file", filename: "../../me.png", contentType: "image/png", data: sampleFiles.png }]);
    expect(res.statusCode).toBe(200);
    const files = await storedAvatars();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(res.json()).toEqual({ pictureVersion: files[0]!.slice(0, 12) });

    const served = await picture();
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(sampleFiles.png)).toBe(true);
  });

  it("replaces the picture and removes the old file", async () => {
    const before = await storedAvatars();
    const res = await upload([{ name: "file", filename: "me.jpg", contentType: "image/jpeg", data: sampleFiles.jpeg }]);
    expect(res.statusCode).toBe(200);
    const after = await storedAvatars();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatch(/\.jpg$/);
    expect(after).not.toEqual(before);
    expect((await picture()).headers["content-type"]).toBe("image/jpeg");

    const webp = await upload([{ name: "file", filename: "me.webp", contentType: "image/webp", data: sampleFiles.webp }]);
    expect(webp.statusCode).toBe(200);
    expect((await picture()).headers["content-type"]).toBe("image/webp");
    const [row] = await t.db.select({ p: schema.users.profilePicture }).from(schema.users).where(eq(schema.users.id, me.userId));
    expect(await storedAvatars()).toEqual([row?.p]);
  });

  it("decides the type from the bytes, not the name or header", async () => {
    const cases: FormPart[] = [
      { name: "file", filename: "me.png", contentType: "image/png", data: sampleFiles.text },
      { name: "file", filename: "me.png", contentType: "image/png", data: sampleFiles.exe },
      { name: "file", filename: "me.gif", contentType: "image/gif", data: sampleFiles.gif },
      { name: "file", filename: "me.pdf", contentType: "application/pdf", data: sampleFiles.pdf },
    ];
    for (const part of cases) {
      const res = await upload([part]);
      expect(res.statusCode, "filename" in part ? part.filename : "").toBe(400);
      expect(res.json().message).toBe("The picture must be a PNG, JPEG or WebP image.");
    }
  });

  it("takes a picture just under 2 MB (above the API's 1 MiB JSON limit)", async () => {
    const large = Buffer.concat([sampleFiles.png, Buffer.alloc(2 * 1024 * 1024 - sampleFiles.png.length)]);
    const res = await upload([{ name: "file", filename: "large.png", contentType: "image/png", data: large }]);
    expect(res.statusCode).toBe(200);
    expect((await picture()).rawPayload.length).toBe(2 * 1024 * 1024);
  });

  it("refuses a picture over 2 MB with 413", async () => {
    const big = Buffer.concat([sampleFiles.png, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload([{ name: "file", filename: "big.png", contentType: "image/png", data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The picture can be at most 2 MB.");
  });

  it("wants exactly one file in a multipart form", async () => {
    const two = await upload([
      { name: "file", filename: "a.png", data: sampleFiles.png },
      { name: "file", filename: "b.png", data: sampleFiles.png },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe("Attach one file only.");

    const none = await upload([{ name: "note", value: "hello" }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose a picture to upload.");

    const emptyInput = await upload([{ name: "file", filename: "", data: "" }]);
    expect(emptyInput.statusCode).toBe(400);

    const json = await t.app.inject({
      method: "POST",
      url: `/api/user/UploadFile?userId=${me.userId}`,
      payload: { file: "x" },
      headers: me.auth,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe("Send the form as multipart/form-data.");

    const garbage = await t.app.inject({
      method: "POST",
      url: `/api/user/UploadFile?userId=${me.userId}`,
      payload: "not really multipart",
      headers: { ...me.auth, "content-type": "multipart/form-data; boundary=xyz" },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe("The form could not be read. Please send it again.");
  });

  it("lets only the owner or an admin upload and see the picture", async () => {
    const other = await createUser(t);
    const admin = await createUser(t, { role: "Admin" });
    const png = { name: "file", filename: "x.png", data: sampleFiles.png };
    expect((await upload([png], other, other.auth, me.userId)).statusCode).toBe(403);
    expect((await upload([png], me, {}, me.userId)).statusCode).toBe(401);
    expect((await picture(me.userId, other)).statusCode).toBe(403);
    expect((await picture(me.userId, admin)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/user/ProfilePicture?userId=${me.userId}` })).statusCode).toBe(401);
  });
});
