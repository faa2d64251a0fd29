import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { SubmitButton } from "../form-field.tsx";
import { SectionHeading, sectionClass, useUnsavedSection } from "./unsaved-changes.tsx";
import { useSave } from "./use-save.ts";
import { useI18n } from "../../i18n/page-locale.ts";

const uploadFile = lazyEndpoint(() => import("@investar/contract/profile/upload-file"), "uploadFile");

const TYPES = ["image/png", "image/jpeg", "image/webp"];
const MAX_BYTES = 2 * 1024 * 1024;

export const pictureUrl = (userId: number, version: string) => `/api/user/ProfilePicture?userId=${userId}&v=${encodeURIComponent(version)}`;

/** Read as a data: URL because the site's CSP allows data: images but not blob: ones. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    // Only a failed preview: the picture is still uploaded, and the server reads it.
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}

/** The server checks the bytes again; this only saves a round trip for the obvious cases. */
export function PictureSection({ userId, name, initialVersion }: { userId: number; name: string; initialVersion: string | null }) {
  const { t } = useI18n();
  const [version, setVersion] = useState(initialVersion);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSave();
  const unsaved = file !== null;
  useUnsavedSection("picture", unsaved);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(null);
    setPreview(null);
    if (!chosen) return setError(null);
    if (!TYPES.includes(chosen.type)) return setError(t("account.profile.picture.wrongType"));
    if (chosen.size > MAX_BYTES) return setError(t("account.profile.picture.tooLarge"));
    setError(null);
    setFile(chosen);
    setPreview(await readAsDataUrl(chosen).catch(() => null));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React clears currentTarget once the handler yields, so keep the form for the reset below.
    const formElement = event.currentTarget;
    if (!file) return setError(error ?? t("account.profile.picture.none"));
    const form = new FormData();
    form.append("file", file);
    const answer = await run(() => callEndpoint(uploadFile, { query: { userId }, body: form }), t("account.profile.picture.updated"));
    if (answer) {
      setVersion(answer.pictureVersion);
      setFile(null);
      setPreview(null);
      formElement.reset();
    }
  };

  const shown = preview ?? (version ? pictureUrl(userId, version) : null);
  const initials = name
    .trim()
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();

  return (
    <section className={sectionClass(unsaved, "profile-picture")} aria-labelledby="picture-heading">
      <SectionHeading id="picture-heading" title={t("account.profile.picture.heading")} unsaved={unsaved} />
      <div className="profile-picture__row">
        {shown ? (
          <img
            className="profile-picture__image"
            src={shown}
            alt={t(preview ? "account.profile.picture.preview" : "account.profile.picture.yours")}
            width={96}
            height={96}
          />
        ) : (
          <span className="profile-picture__image profile-picture__initials" aria-hidden="true">
            {initials || "?"}
          </span>
        )}
        <form onSubmit={submit} noValidate className="profile-picture__form">
          <div className="field">
            <label htmlFor="picture-file">{t("account.profile.picture.choose")}</label>
            <input
              id="picture-file"
              name="file"
              type="file"
              accept={TYPES.join(",")}
              onChange={choose}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "picture-file-hint picture-file-error" : "picture-file-hint"}
            />
            <p id="picture-file-hint" className="field__hint">
              {t("account.profile.picture.hint")}
            </p>
            {error ? (
              <p id="picture-file-error" className="field__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <SubmitButton busy={busy} busyLabel={t("account.profile.picture.uploading")} disabled={!file}>
            {t("account.profile.picture.upload")}
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
