import { Link } from "react-router";
import { comparisonGroups, editionLadder, editions, type ComparisonValue } from "../../content/editions.ts";

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

/** What each edition includes, from the same rows as the product comparison page (content/editions.ts). */
export function FeatureComparison() {
  const columns = editionLadder.length + 1;
  return (
    <div className="table-wrap" role="region" aria-labelledby="feature-comparison-caption" tabIndex={0}>
      <table className="table comparison-table">
        <caption id="feature-comparison-caption" className="visually-hidden">
          Features of Investar Lite, Basic, Standard and Pro
        </caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {editionLadder.map((slug) => (
              <th key={slug} scope="col">
                <Link to={`/investar/${slug}`}>{editions[slug].shortName}</Link>
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
    </div>
  );
}
