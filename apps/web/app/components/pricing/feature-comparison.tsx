import { Link } from "react-router";
import { usePriceCopy } from "../../lib/price-copy.ts";
import { comparisonGroups, editionLadder, editions, type ComparisonValue, type EditionSlug } from "../../content/editions.ts";

function Mark({ value }: { value: ComparisonValue }) {
  if (typeof value === "string") return <>{value}</>;
  return (
    <>
      <span className={value ? "mark mark--yes" : "mark mark--no"} aria-hidden="true">
        {value ? "✓" : "—"}
      </span>
      <span className="visually-hidden">{value ? "Included" : "Not included"}</span>
    </>
  );
}

function headlinePrice(slug: EditionSlug, fill: (text: string) => string): string {
  const edition = editions[slug];
  if (edition.price.isFree) return "Free";
  return slug === "basic" ? "See pricing" : `${fill(edition.price.amount)}/month`;
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
  const columns = editionLadder.length + 1;
  const captionId = `${id}-caption`;
  return (
    <section className="table-wrap" aria-labelledby={captionId} aria-describedby={describedBy} tabIndex={0}>
      <table className="table comparison-table">
        <caption id={captionId} className={captionVisible ? undefined : "visually-hidden"}>
          Features of Investar Lite, Basic, Standard and Pro
        </caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {editionLadder.map((slug) => (
              <th key={slug} scope="col">
                <Link to={`/investar/${slug}`} className={withPrices ? "comparison-table__plan" : undefined}>
                  {editions[slug].shortName}
                </Link>
                {withPrices && <span className="comparison-table__price">{headlinePrice(slug, priceCopy.text)}</span>}
              </th>
            ))}
          </tr>
        </thead>
        {comparisonGroups.map((group) => (
          <tbody key={group.heading}>
            <tr>
              <th scope="rowgroup" colSpan={columns}>
                <span className="comparison-table__group">{group.heading}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {editionLadder.map((slug) => (
                  <td key={slug}>
                    <Mark value={row.values[slug]} />
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
