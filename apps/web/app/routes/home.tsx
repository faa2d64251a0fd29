import type { Route } from "./+types/home";
import { appContext } from "../load-context.ts";
import { pageMeta, publicUrlFrom } from "../lib/page-meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(appContext).services.getHomeContent();
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Investar | Technical analysis software for NSE, BSE and MCX",
    description: "Desktop charting and technical analysis software for Indian markets with auto support/resistance, trendlines and buy/sell signals, and a success rate of up to 83%.",
    path: "/",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page-narrow">
      <h1>Investar</h1>
      <p>{loaderData.testimonials.length} testimonials</p>
    </section>
  );
}
