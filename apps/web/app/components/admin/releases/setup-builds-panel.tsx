import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useRef, useState, type FormEvent } from "react";
import { formatFileSize, formatIstDateTime, type SetupChannel } from "@investar/core";
import type { AdminReleases, SetupBuild } from "@investar/contract/pages/releases";
import { useConfirm } from "../../confirm-dialog.tsx";
import { Pager } from "../../pager.tsx";
import { Field, invalidProps, StatusLine, useAdminCall } from "../admin-call.tsx";
import { SubmitAndStatus } from "../admin-fields.tsx";
import { ColumnHeadings } from "../column-headings.tsx";

const uploadSetup = lazyEndpoint(() => import("@investar/contract/releases/upload-setup"), "uploadSetup");
const promoteSetup = lazyEndpoint(() => import("@investar/contract/releases/promote-setup"), "promoteSetup");
const deleteSetup = lazyEndpoint(() => import("@investar/contract/releases/delete-setup"), "deleteSetup");

const channelName = (channel: SetupChannel) => (channel === "Beta" ? "Beta" : "Production");

/** Uploads an installer to a channel; the browser streams the file, the server streams it to the store. */
function UploadSetupForm() {
  const [channel, setChannel] = useState<SetupChannel>("Beta");
  const [version, setVersion] = useState("");
  const file = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState("");
  const { errors, status, busy, send } = useAdminCall();
  async function upload(event: FormEvent) {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    setFileError(chosen ? "" : "Choose the installer to upload.");
    if (!chosen) return;
    const form = new FormData();
    form.append("file", chosen);
    const build = await send(
      uploadSetup,
      { query: { channel, version: version.trim() === "" ? undefined : version.trim() }, body: form },
      (b) => `Version ${b.version} is uploaded to ${b.channel}. SHA-256 ${b.sha256}.`,
    );
    if (build) {
      setVersion("");
      if (file.current) file.current.value = "";
    }
  }
  return (
    <form onSubmit={upload} aria-labelledby="upload-heading" noValidate>
      <h3 id="upload-heading">Upload an installer</h3>
      <div className="admin-note__row">
        <Field id="upload-channel" label="Channel">
          <select id="upload-channel" value={channel} onChange={(e) => setChannel(e.target.value as SetupChannel)}>
            <option value="Beta">{channelName("Beta")}</option>
            <option value="Prod">{channelName("Prod")}</option>
          </select>
        </Field>
        <Field
          id="upload-version"
          label="Version (optional)"
          hint="Left empty, it is read from the file name, such as InvestarSetup-5.2.1.exe."
          error={errors.version}
        >
          <input {...invalidProps("upload-version", errors.version)} value={version} onChange={(e) => setVersion(e.target.value)} />
        </Field>
      </div>
      <Field id="upload-file" label="Installer (.exe or .msi)" error={fileError}>
        <input {...invalidProps("upload-file", fileError)} ref={file} name="file" type="file" accept=".exe,.msi" />
      </Field>
      <SubmitAndStatus busy={busy} status={status}>
        {busy ? "Uploading…" : "Upload"}
      </SubmitAndStatus>
    </form>
  );
}

function BuildState({ build }: { build: SetupBuild }) {
  if (build.channel === "Beta") return <>{build.promotedToId ? "Promoted to Production" : null}</>;
  return <>{build.promotedFromId ? "Promoted from Beta" : null}</>;
}

interface RowActions {
  promote(build: SetupBuild): void;
  withdraw(build: SetupBuild): void;
  busy: boolean;
}

function BuildRow({ build, actions }: { build: SetupBuild; actions: RowActions }) {
  const label = `${build.version} (${channelName(build.channel)})`;
  return (
    <tr>
      <td>
        {build.version}
        <span className="admin-table__sub">
          {channelName(build.channel)}. <BuildState build={build} />
        </span>
      </td>
      <td>{formatFileSize(build.size)}</td>
      <td className="admin-table__mono">{build.sha256}</td>
      <td>
        {formatIstDateTime(new Date(build.uploadedAt))}
        <span className="admin-table__sub">{build.uploadedBy ?? "A deleted account"}</span>
      </td>
      <td>
        <div className="button-row">
          {build.channel === "Beta" && !build.promotedToId ? (
            <button type="button" className="button button--ghost" disabled={actions.busy} onClick={() => actions.promote(build)}>
              Promote {build.version} to Prod
            </button>
          ) : null}
          <button type="button" className="button button--ghost" disabled={actions.busy} onClick={() => actions.withdraw(build)}>
            Withdraw {label}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** Every installer uploaded or promoted, newest first: the newest of each channel is what its download serves. */
export function SetupBuildsPanel({ releases }: { releases: AdminReleases }) {
  const { status, busy, send } = useAdminCall();
  const confirm = useConfirm();
  async function promote(build: SetupBuild) {
    const ok = await confirm({
      title: `Promote ${build.version} to Prod?`,
      html: "From now on, everyone who downloads the production installer gets this build, byte for byte. A newer upload to Production replaces it.",
      okText: "Promote",
      showCancel: true,
    });
    if (ok) await send(promoteSetup, { body: { id: build.id } }, (b) => `Version ${b.version} is now the production download.`);
  }
  async function withdraw(build: SetupBuild) {
    const ok = await confirm({
      title: `Withdraw ${build.version} from ${channelName(build.channel)}?`,
      html: "The file is deleted and the channel's download goes back to its previous build (or to none). This cannot be undone.",
      okText: "Withdraw",
      showCancel: true,
      variant: "error",
    });
    if (ok)
      await send(
        deleteSetup,
        { body: { id: build.id } },
        () => `Version ${build.version} is withdrawn from ${channelName(build.channel)}.`,
      );
  }
  const actions: RowActions = { promote: (b) => void promote(b), withdraw: (b) => void withdraw(b), busy };
  return (
    <section className="card" aria-labelledby="builds-heading">
      <h2 id="builds-heading">Installers</h2>
      <UploadSetupForm />
      <StatusLine status={status} />
      {releases.builds.length === 0 ? (
        <p>No installer has been uploaded yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="table admin-table">
            <caption className="visually-hidden">Uploaded installers, newest first</caption>
            <ColumnHeadings headings={["Version", "Size", "SHA-256", "Uploaded", "Actions"]} />
            <tbody>
              {releases.builds.map((build) => (
                <BuildRow key={build.id} build={build} actions={actions} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        totalItems={releases.total}
        page={releases.page}
        pageSize={releases.pageSize}
        hrefFor={(n) => `?page=${n}`}
        label="Installer pages"
      />
    </section>
  );
}
