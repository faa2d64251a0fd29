import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText } from "../../i18n/rich-text.tsx";

/** How registration works and the common questions, on the technical-analysis training page, in the page's language. */
export function HowRegistrationWorks() {
  const { t, href } = useI18n();
  const step = (n: number, links: Record<string, ReactNode> = {}) => (
    <li>
      <strong>{t(`education.reg.step${n}`)}</strong>{" "}
      {richText(t(`education.reg.step${n}Text`, Object.fromEntries(Object.keys(links).map((name) => [name, `{${name}}`]))), links)}
    </li>
  );
  const faq = (n: number) => (
    <details>
      <summary>{t(`education.reg.q${n}`)}</summary>
      <p>{t(`education.reg.a${n}`)}</p>
    </details>
  );
  return (
    <section className="section section--alt" aria-labelledby="register">
      <div className="section__inner grid grid--2">
        <div>
          <h2 id="register">{t("education.reg.heading")}</h2>
          <p>{t("education.reg.lead")}</p>
          <ol className="steps">
            {step(1, {
              login: <Link to={href("/user/login?returnUrl=%2Feducation%2Ftechnical-analysis-training")}>{t("education.reg.logIn")}</Link>,
            })}
            {step(2)}
            {step(3)}
            {step(4, { mine: <Link to="/education/my-webinars">{t("education.reg.mine")}</Link> })}
          </ol>
        </div>
        <div>
          <h2>{t("education.reg.questions")}</h2>
          <div className="faq-list">
            {faq(1)}
            {faq(2)}
            {faq(3)}
            {faq(4)}
          </div>
        </div>
      </div>
    </section>
  );
}
