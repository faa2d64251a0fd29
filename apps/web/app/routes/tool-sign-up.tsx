import { Link, useSearchParams } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/tool-sign-up";
import type { RouteHandle } from "../root.tsx";
import { BrandMark } from "../components/brand-mark.tsx";
import { StaticSignUpForm } from "../components/account/static-sign-up-form.tsx";
import { InlineScript } from "../components/inline-script.tsx";
import toolSignUpScript from "../enhance/tool-sign-up.js?enhance";
import { appContext } from "../load-context.ts";
import type { FormOutcome } from "../lib/forms/form-action.ts";
import { signUpAction } from "../lib/forms/sign-up-action.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import { signUpPrefill } from "../lib/sign-up-prefill.ts";
import "../styles/account-forms.css";

/** Served without React (ADR 0058): the sign-up's steps post to this page without a script, which only improves them. */
export const handle: RouteHandle = { hydrate: false };

/** The sign-up posted without a script; a fresh account gets the "Sign Up Complete" modal on this page, not the mail page. */
export async function action({ context, request }: Route.ActionArgs) {
  return signUpAction(context.get(appContext), request, "Tool", ({ email }) => {
    const complete: FormOutcome = { form: "signup-complete", values: {}, message: null, fields: {}, done: { email } };
    return complete;
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Sign Up For 7-day Free Trial | Investar",
    description: "Sign up from the Investar desktop program for the 7-day free trial.",
    path: "/tool-sign-up",
    publicUrl: publicUrlFrom(matches),
  });
}

/** Opened from inside the desktop program: no site navigation, and a modal instead of a redirect on success. */
export default function ToolSignUp({ actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const completedFor = actionData?.form === "signup-complete" ? String(actionData.done?.email) : null;
  return (
    <main id="main" className="tool-sign-up">
      <header className="tool-sign-up__header">
        <BrandMark size={40} />
        <h1>Sign Up For 7-day Free Trial</h1>
      </header>
      {/* After a sign-up the form starts again under the modal, as the React page left it. */}
      <StaticSignUpForm prefill={signUpPrefill(search, "Tool")} posts outcome={completedFor === null ? actionData : null} />
      {completedFor !== null ? (
        <SignUpComplete open>
          <strong>{completedFor}</strong>
        </SignUpComplete>
      ) : (
        <template data-sign-up-complete="">
          <SignUpComplete>
            <strong data-slot="email" />
          </SignUpComplete>
        </template>
      )}
      <p className="tool-sign-up__footer">
        Already registered? <Link to="/user/login">Log in</Link>
      </p>
      <InlineScript source={toolSignUpScript} />
    </main>
  );
}

/**
 * components/modal-dialog.tsx's markup on the browser's own <dialog>: shown open after a post without a script, opened as a modal by
 * enhance/tool-sign-up.js otherwise; its Ok closes it without any script (`method="dialog"`).
 */
function SignUpComplete({ open, children }: { open?: boolean; children: ReactNode }) {
  return (
    <dialog className="dialog" open={open} aria-labelledby="sign-up-complete-title" aria-describedby="sign-up-complete-body">
      <h2 id="sign-up-complete-title" className="dialog__title">
        Sign Up Complete
      </h2>
      <div id="sign-up-complete-body" className="dialog__body">
        Please confirm your email through the activation link we sent to {children}. Then log in to the Investar program with your email and
        the password you choose.
      </div>
      <form method="dialog" className="dialog__actions">
        <button type="submit" className="button button--primary" autoFocus>
          Ok
        </button>
      </form>
    </dialog>
  );
}
