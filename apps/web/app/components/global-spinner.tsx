import { useNavigation } from "react-router";
import { useApiLoading } from "../lib/loading-store.ts";

/** docs/business-rules.md#layout-and-navigation: a global loading spinner while navigation, a loader or an API call is under way. */
export function GlobalSpinner() {
  const navigation = useNavigation();
  const apiLoading = useApiLoading();
  const busy = navigation.state !== "idle" || apiLoading;
  return (
    <div className="global-spinner" data-active={busy} role="status" aria-live="polite" aria-hidden={!busy}>
      {busy ? (
        <>
          <span className="global-spinner__wheel" />
          <span className="visually-hidden">Loading…</span>
        </>
      ) : null}
    </div>
  );
}
