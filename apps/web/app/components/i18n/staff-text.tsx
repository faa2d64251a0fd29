import { Fragment, type ElementType, type ReactNode } from "react";
import type { LocalizedText } from "@investar/core/i18n/localized-text";

/**
 * Renders a staff-written text chosen on the server by core's localizedText
 * (docs/adr/0062-hindi-content-texts.md): when the page's language had no translation the English
 * text is wrapped with lang="en", so browsers pick the right font and screen readers the right voice.
 * The choice happens in the loader, so this component adds no catalogue or rule to the browser bundle.
 */
export function StaffText({
  text,
  as: Tag = "span",
  className,
  pageLanguage,
}: {
  text: LocalizedText;
  as?: ElementType;
  className?: string;
  /** The page's language; the lang attribute is only written where the text differs from it. */
  pageLanguage: LocalizedText["lang"];
}): ReactNode {
  const lang = text.lang === pageLanguage ? undefined : text.lang;
  if (!lang && !className && Tag === "span") return text.text;
  return (
    <Tag lang={lang} className={className}>
      {text.text}
    </Tag>
  );
}

/** Several staff texts in a row, comma-separated (a testimonial's occupation and place); empty ones are left out. */
export function StaffTextList({ texts, pageLanguage }: { texts: LocalizedText[]; pageLanguage: LocalizedText["lang"] }): ReactNode {
  return texts
    .filter((text) => text.text.trim() !== "")
    .map((text, i) => (
      <Fragment key={i}>
        {i > 0 ? ", " : null}
        <StaffText text={text} pageLanguage={pageLanguage} />
      </Fragment>
    ));
}
