import { Link } from "react-router";
import { usePriceCopy } from "../../lib/price-copy.ts";
import { useI18n, type PageText } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";
import { comparisonGroups, editionLadder, editions, type ComparisonValue, type EditionSlug } from "../../content/editions.ts";

/** A cell's words ("Unlimited", "5 years") by their English (product.compare.value.<slug>); counts stay as they are. */
function cellText(i18n: PageText, value: string): string {
  return translatedOr(i18n, `product.compare.value.${value.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`, value);
}

function Mark({ value, i18n }: { value: ComparisonValue; i18n: PageText }) {
  if (typeof value === "string") return <>{cellText(i18n, value)}</>;
  return (
    <>
      <span className={value ? "mark mark--yes" : "mark mark--no"} aria-hidden="true">
        {value ? "✓" : "—"}
      </span>
      <span className="visually-hidden">
        {value
          ? translatedOr(i18n, "product.compare.included", "Included")
          : translatedOr(i18n, "product.compare.notIncluded", "Not included")}
      </span>
    </>
  );
}

function headlinePrice(slug: EditionSlug, fill: (text: string) => string, i18n: PageText): string {
  const edition = editions[slug];
  if (edition.price.isFree) return translatedOr(i18n, "product.compare.free", "Free");
  if (slug === "basic") return translatedOr(i18n, "product.compare.seePricing", "See pricing");
  const price = fill(edition.price.amount);
  return translatedOr(i18n, "product.compare.perMonth", `${price}/month`, { price });
}

interface FeatureComparisonProps {
  /** Distinguishes the table's ids when a page could hold more than one. */
  id: string;
  /** The comparison page shows its caption; the pricing page has a heading above and hides it. */
  captionVisible?: boolean;
  /** The comparison page adds each edition's headline price under its name. */
  withPrices?: boolean;
  /** Id of a hint that explains the table scrolls sideways. */
  describedBy?: string;
}

/** What each edition includes, from the rows in content/editions.ts; the pricing and comparison pages share it. */
export function FeatureComparison({ id, captionVisible = false, withPrices = false, describedBy }: FeatureComparisonProps) {
  const priceCopy = usePriceCopy();
  // The rows' words in the page's language when its loader sent the product namespace (product.compare.<group>.<row>).
  const i18n = useI18n();
  const columns = editionLadder.length + 1;
  const captionId = `${id}-caption`;
  return (
    <section className="table-wrap" aria-labelledby={captionId} aria-describedby={describedBy} tabIndex={0}>
      <table className="table comparison-table">
        <caption id={captionId} className={captionVisible ? undefined : "visually-hidden"}>
          {translatedOr(i18n, "product.compare.caption", "Features of Investar Lite, Basic, Standard and Pro")}
        </caption>
        <thead>
          <tr>
            <th scope="col">{translatedOr(i18n, "product.compare.feature", "Feature")}</th>
            {editionLadder.map((slug) => (
              <th key={slug} scope="col">
                <Link to={i18n.href(`/investar/${slug}`)} className={withPrices ? "comparison-table__plan" : undefined}>
                  {editions[slug].shortName}
                </Link>
                {withPrices && <span className="comparison-table__price">{headlinePrice(slug, priceCopy.text, i18n)}</span>}
              </th>
            ))}
          </tr>
        </thead>
        {comparisonGroups.map((group, g) => (
          <tbody key={group.heading}>
            <tr>
              <th scope="rowgroup" colSpan={columns}>
                <span className="comparison-table__group">{translatedOr(i18n, `product.compare.${g}.heading`, group.heading)}</span>
              </th>
            </tr>
            {group.rows.map((row, r) => (
              <tr key={row.feature}>
                <th scope="row">{translatedOr(i18n, `product.compare.${g}.${r}`, row.feature)}</th>
                {editionLadder.map((slug) => (
                  <td key={slug}>
                    <Mark value={row.values[slug]} i18n={i18n} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
