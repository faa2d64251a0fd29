import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";

export interface BarSeries {
  name: string;
  /** One value per category, in the categories' order. */
  values: number[];
  /** A colour class in admin.css (.dashboard-bar--primary, --accent). */
  tone: "primary" | "accent";
}

interface Props {
  title: string;
  categories: string[];
  series: BarSeries[];
  /** How a category is labelled under its bars (only every `labelEvery`-th is, to keep them readable). */
  formatCategory?: (category: string) => string;
  labelEvery?: number;
  formatValue?: (value: number) => string;
}

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 32, left: 56 };

/**
 * A bar chart drawn on the server as SVG (visx scales and shapes, no script in the page): one group of
 * bars per category, one bar per series. Screen readers get its title and a sentence of totals; the
 * numbers themselves are in the chart's CSV.
 */
export function BarChart({ title, categories, series, formatCategory = (c) => c, labelEvery = 1, formatValue = String }: Props) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const x = scaleBand<string>({ domain: categories, range: [0, innerWidth], padding: 0.2 });
  const inner = scaleBand<string>({ domain: series.map((s) => s.name), range: [0, x.bandwidth()], padding: 0.05 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const totals = series.map((s) => `${s.name}: ${formatValue(s.values.reduce((sum, v) => sum + v, 0))} in all`).join("; ");
  return (
    <svg className="dashboard-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title}. ${totals}.`}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {series.map((s) =>
          s.values.map((value, i) => {
            const category = categories[i]!;
            const top = y(value) ?? innerHeight;
            return (
              <Bar
                key={`${s.name}-${category}`}
                className={`dashboard-bar dashboard-bar--${s.tone}`}
                x={(x(category) ?? 0) + (inner(s.name) ?? 0)}
                y={top}
                width={inner.bandwidth()}
                height={Math.max(0, innerHeight - top)}
              >
                <title>{`${formatCategory(category)} · ${s.name}: ${formatValue(value)}`}</title>
              </Bar>
            );
          }),
        )}
        <AxisLeft scale={y} numTicks={4} tickFormat={(value) => formatValue(Number(value))} axisClassName="dashboard-axis" />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={categories.filter((_, i) => i % labelEvery === 0)}
          tickFormat={formatCategory}
          axisClassName="dashboard-axis"
        />
      </Group>
    </svg>
  );
}
