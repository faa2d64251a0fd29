import { useI18n } from "../../i18n/page-locale.ts";
import { explanationSentences, type Explained } from "../../i18n/explanation-text.ts";

/** A quote's explanation, one sentence a line, in the page's language (explanation-text.ts). */
export function ExplanationList({ summary }: { summary: Explained }) {
  const sentences = explanationSentences(useI18n(), summary);
  return (
    <ol>
      {sentences.map((sentence, index) => (
        <li key={`${index}-${sentence}`}>{sentence}</li>
      ))}
    </ol>
  );
}
