import { count } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import { schema, type Database } from "@investar/db";

/**
 * Orders by gateway and state, and refunds by destination and state, counted at the scrape (docs/deploy.md#metrics):
 * a rise of pending or failed orders, or of refunds waiting for the gateway, shows on the dashboard before a
 * customer writes in.
 */
export function addBusinessGauges(registry: Registry, db: Database): void {
  new Gauge({
    name: "investar_orders",
    help: "Orders by payment route (gateway) and status.",
    labelNames: ["gateway", "status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const o = schema.orders;
      const rows = await db.select({ gateway: o.gateway, status: o.status, n: count() }).from(o).groupBy(o.gateway, o.status);
      for (const row of rows) this.set({ gateway: row.gateway, status: row.status }, row.n);
    },
  });
  new Gauge({
    name: "investar_refunds",
    help: "Refunds by where the money goes (wallet or back through the gateway) and status.",
    labelNames: ["destination", "status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const r = schema.orderRefunds;
      const rows = await db.select({ destination: r.destination, status: r.status, n: count() }).from(r).groupBy(r.destination, r.status);
      for (const row of rows) this.set({ destination: row.destination, status: row.status }, row.n);
    },
  });
}
