import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/tool-sign-up";
import { BrandMark } from "../components/brand-mark.tsx";
import { ModalDialog } from "../components/modal-dialog.tsx";
import { SignUpForm } from "../components/account/sign-up-form.tsx";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";
import { signUpPrefill } from "../lib/sign-up-prefill.ts";
import "../styles/account-forms.css";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Sign Up For 7-day Free Trial | Investar",
    description: "Sign up from the Investar desktop program for the 7-day free trial.",
    path: "/tool-sign-up",
    publicUrl: publicUrlFrom(matches),
  });
}

/** Opened from inside the desktop program: no site navigation, and a modal instead of a redirect on success. */
export default function ToolSignUp() {
  const [search] = useSearchParams();
  const [completedFor, setCompletedFor] = useState<string | null>(null);
  return (
    <main id="main" className="tool-sign-up">
      <header className="tool-sign-up__header">
        <BrandMark size={40} />
        <h1>Sign Up For 7-day Free Trial</h1>
      </header>
      <SignUpForm prefill={signUpPrefill(search, "Tool")} onSuccess={({ email }) => setCompletedFor(email)} />
      {completedFor !== null ? (
        <ModalDialog
          title="Sign Up Complete"
          onClose={() => setCompletedFor(null)}
          actions={
            <button type="button" className="button button--primary" onClick={() => setCompletedFor(null)} data-autofocus="">
              Ok
            </button>
          }
        >
          Please confirm your email through the activation link we sent to <strong>{completedFor}</strong>. Then log in to the Investar
          program with your email and the password you choose.
        </ModalDialog>
      ) : null}
      <p className="tool-sign-up__footer">
        Already registered? <Link to="/user/login">Log in</Link>
      </p>
    </main>
  );
}
