import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import type { ContentSection } from "../content/tours.ts";
import { useRootData } from "../lib/root-data.ts";
import { useI18n } from "../i18n/page-locale.ts";
import { translatedOr } from "../i18n/translated-or.ts";
import { Band } from "./band.tsx";
import { PointList } from "./point-list.tsx";

interface PageHeroProps {
  eyebrow?: string;
  heading: string;
  lead: string;
  /** Usually a chart drawing; omit for a single-column hero. */
  aside?: ReactNode;
  /** The hero's call-to-action links; `actions` takes anything else (a download panel, in-page anchors). */
  links?: HeroLink[];
  actions?: ReactNode;
}

/** A link drawn as a button. */
export interface HeroLink {
  to: string;
  label: string;
  /**
   * On a dark band: "light", "ghost", "solid" (the filled button, for a second action as strong as the first) or
   * "outline" (the white-edged one of the bands). On a light band: "primary" or "plain" (the ghost button).
   */
  look?: "light" | "ghost" | "solid" | "outline" | "primary" | "plain";
}

const buttonLooks: Record<NonNullable<HeroLink["look"]>, { className: string; style?: CSSProperties }> = {
  light: { className: "button button--light" },
  ghost: { className: "button button--ghost button--on-dark" },
  solid: { className: "button button--on-dark" },
  outline: { className: "button button--ghost", style: { color: "#fff", borderColor: "rgb(255 255 255 / 45%)" } },
  primary: { className: "button button--primary" },
  plain: { className: "button button--ghost" },
};

/** Links drawn as buttons, each in its own look ("plain" where it names none). */
export function ButtonLinks({ links }: { links: readonly HeroLink[] }) {
  return links.map((link) => (
    <Link key={link.to} to={link.to} {...buttonLooks[link.look ?? "plain"]}>
      {link.label}
    </Link>
  ));
}

/** Buttons on a dark band (a hero, a call to action): the first is light by default, the ones after it ghost. */
export function HeroLinks({ links }: { links: readonly HeroLink[] }) {
  return <ButtonLinks links={links.map((link, index) => ({ ...link, look: link.look ?? (index === 0 ? "light" : "ghost") }))} />;
}

export function PageHero({
  eyebrow,
  heading,
  lead,
  aside,
  links,
  actions = links ? <HeroLinks links={links} /> : undefined,
}: PageHeroProps) {
  return (
    <header className="page-hero">
      <div className={aside ? "page-hero__inner" : "page-hero__inner page-hero__inner--single"}>
        <div>
          {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
          <h1>{heading}</h1>
          <p className="page-hero__lead">{lead}</p>
          {actions ? <div className="button-row">{actions}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </header>
  );
}

/** The free-trial call to action; logged-in users are sent to the download instead (docs/business-rules.md#layout-and-navigation). */
export function TrialCta({ heading, text }: { heading?: string; text?: string }) {
  const { user } = useRootData();
  // In the page's language when its loader sent the product namespace (docs/adr/0059-hindi-with-lingui.md).
  const i18n = useI18n();
  const say = (key: string, english: string) => translatedOr(i18n, key, english);
  return (
    <CtaBand
      heading={heading ?? say("product.trialCta.heading", "Try Investar free for 7 days")}
      text={
        text ??
        say("product.trialCta.text", "Every feature of the Pro plan, end-of-day data for NSE, BSE, MCX and NCDEX, and no card needed.")
      }
      links={[
        user
          ? { to: i18n.href("/investar/download"), label: say("product.trialCta.download", "Download Investar") }
          : { to: i18n.href("/user/sign-up"), label: say("product.trialCta.start", "Start free trial") },
        { to: i18n.href("/Pricing"), label: say("product.trialCta.pricing", "See pricing"), look: "outline" },
      ]}
    />
  );
}

interface CtaBandProps {
  heading: string;
  text: string;
  alt?: boolean;
  links: readonly HeroLink[];
}

/** The dark call-to-action band that closes a page: a heading, a sentence and its buttons. */
export function CtaBand({ heading, text, alt, links }: CtaBandProps) {
  return (
    <Band alt={alt} layout="cta-band">
      <h2>{heading}</h2>
      <p>{text}</p>
      <div className="button-row">
        <HeroLinks links={links} />
      </div>
    </Band>
  );
}

/** Renders content sections; `renderChart` draws a section's chart when it names one. */
export function ContentSections({
  sections,
  renderChart,
}: {
  sections: ContentSection[];
  renderChart?: (section: ContentSection) => ReactNode;
}) {
  return (
    <>
      {sections.map((section, index) => (
        <Band
          key={section.heading}
          alt={index % 2 === 1}
          layout={section.chart && renderChart ? "grid grid--2" : "prose"}
          style={{ alignItems: "center" }}
        >
          <div>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.bullets ? <PointList items={section.bullets} /> : null}
          </div>
          {section.chart && renderChart ? renderChart(section) : null}
        </Band>
      ))}
    </>
  );
}
