import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import type { AdminWebinar } from "@investar/contract/pages/webinars";
import { callEndpoint } from "../../../lib/call-endpoint.ts";

const deleteWebinarMaterial = lazyEndpoint(() => import("@investar/contract/webinars/delete-webinar-material"), "deleteWebinarMaterial");
const uploadWebinarMaterial = lazyEndpoint(() => import("@investar/contract/webinars/upload-webinar-material"), "uploadWebinarMaterial");
const uploadWebinarRecording = lazyEndpoint(() => import("@investar/contract/webinars/upload-webinar-recording"), "uploadWebinarRecording");

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/** One file input that posts its file as multipart; the browser streams it, the server streams it to the store. */
function UploadForm({
  label,
  accept,
  endpoint,
  webinarId,
  onDone,
}: {
  label: string;
  accept: string;
  endpoint: typeof uploadWebinarRecording | typeof uploadWebinarMaterial;
  webinarId: number;
  onDone(): void;
}) {
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const id = `${label.toLowerCase().replace(/[^a-z]+/g, "-")}-${webinarId}`;
  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("file") as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) {
      setStatus("Choose a file first.");
      return;
    }
    const form = new FormData();
    form.append("file", file);
    setBusy(true);
    setStatus(`Uploading ${file.name}…`);
    const result = await callEndpoint(endpoint, { query: { webinarId }, body: form });
    setBusy(false);
    if (!result.ok) return setStatus(result.failure.message);
    setStatus(`${file.name} is uploaded.`);
    input.value = "";
    onDone();
  }
  return (
    <form className="admin-upload" onSubmit={upload}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} name="file" type="file" accept={accept} />
      </div>
      <button type="submit" className="button button--ghost" disabled={busy}>
        Upload
      </button>
      <p role="status">{status}</p>
    </form>
  );
}

/** The recording and the downloadable materials of one webinar. */
export function WebinarFiles({ webinar, onChanged }: { webinar: AdminWebinar; onChanged(): void }) {
  const [status, setStatus] = useState("");
  async function remove(materialId: number, fileName: string) {
    const result = await callEndpoint(deleteWebinarMaterial, { query: { materialId } });
    if (!result.ok) return setStatus(result.failure.message);
    setStatus(`${fileName} is removed.`);
    onChanged();
  }
  return (
    <section className="card" aria-labelledby={`files-${webinar.id}`}>
      <h2 id={`files-${webinar.id}`}>Recording and materials: {webinar.title}</h2>
      <p>
        {webinar.recording ? `Recording: ${webinar.recording.contentType}, ${megabytes(webinar.recording.size)}.` : "No recording yet."}
      </p>
      <UploadForm
        label={webinar.recording ? "Replace the recording (MP4 or WebM)" : "Recording (MP4 or WebM)"}
        accept="video/mp4,video/webm"
        endpoint={uploadWebinarRecording}
        webinarId={webinar.id}
        onDone={onChanged}
      />
      <h3>Materials</h3>
      {webinar.materials.length === 0 ? (
        <p>No materials yet.</p>
      ) : (
        <ul className="admin-materials">
          {webinar.materials.map((material) => (
            <li key={material.id}>
              {material.fileName} ({megabytes(material.size)}){" "}
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void remove(material.id, material.fileName)}
                aria-label={`Remove ${material.fileName}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <UploadForm
        label="Add a material (PDF, Office, picture, ZIP, text or CSV)"
        accept=".pdf,.docx,.xlsx,.pptx,.png,.jpg,.jpeg,.webp,.zip,.txt,.csv"
        endpoint={uploadWebinarMaterial}
        webinarId={webinar.id}
        onDone={onChanged}
      />
      <p role="status">{status}</p>
    </section>
  );
}
