import { useI18n } from "../../i18n/page-locale.ts";
import { explanationSentences, type Explained, type ItemName } from "../../i18n/explanation-text.ts";

/** A quote's explanation, one sentence a line, in the page's language (explanation-text.ts); `itemName` names its add-ons. */
export function ExplanationList({ summary, itemName }: { summary: Explained; itemName?: ItemName }) {
  const sentences = explanationSentences(useI18n(), summary, itemName);
  return (
    <ol>
      {sentences.map((sentence, index) => (
        <li key={`${index}-${sentence}`}>{sentence}</li>
      ))}
    </ol>
  );
}
