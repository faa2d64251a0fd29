// /investar/broker-partner's script (ADR 0004: the page ships no framework): the broker client's sign-up, the
// questionnaire after activation with the partner code, and the partner team's request form.
import { verificationPage } from "../lib/verification-page.ts";
import { callApi, clearErrors, formError, replaceWithDone, setBusy, showFailure } from "./api-form.js";
import { enhanceSignUp } from "./sign-up-form.js";
import { enhanceSupportForms } from "./support-form.js";

const signUp = document.querySelector("[data-sign-up]");
if (signUp) {
  const openedAccount = document.querySelector("[data-opened-account]");
  const { returnUrl, language } = JSON.parse(signUp.dataset.signUp);
  enhanceSignUp(signUp, {
    // Whether the trading account came through the offer decides the partner's referral share.
    query: () => ({ isZerodha: openedAccount.checked }),
    onSuccess: (result) => window.location.assign(verificationPage(result, returnUrl, language)),
  });
}

const questionnaire = document.querySelector("[data-questionnaire]");
if (questionnaire) {
  const userId = questionnaire.dataset.questionnaire;
  const button = questionnaire.querySelector("[type=submit]");
  questionnaire.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearErrors(questionnaire);
    const data = new FormData(questionnaire);
    const segments = data.getAll("segments").map(String);
    if (segments.length === 0) return formError(questionnaire, questionnaire.dataset.noSegment);
    const partnerCode = String(data.get("partnerCode") || "").trim();
    setBusy(button, true);
    let answer = await callApi("auth/UpdateZerodhaPotentials", {
      query: { userId },
      body: {
        segments,
        experience: String(data.get("experience")),
        frequency: String(data.get("frequency")),
        wantsSetupCall: data.get("wantsSetupCall") === "on",
      },
    });
    if (answer.ok && partnerCode) answer = await callApi("auth/UpdatePartnerCode", { method: "GET", query: { userId, partnerCode } });
    setBusy(button, false);
    if (answer.ok) replaceWithDone(questionnaire, {});
    else showFailure(questionnaire, answer);
  });
}

enhanceSupportForms();
