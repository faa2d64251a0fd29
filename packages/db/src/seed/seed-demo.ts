import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { homeSlides, offerBannerContents, planShowcase, siteCounters, testimonials, versionHistory } from "../schema/index.ts";
import { seedTestimonials } from "./testimonials.ts";
import { seedHomeSlides } from "./home-slides.ts";
import { seedCounters, seedOfferBanner, seedPlanShowcase } from "./site-content.ts";
import { seedVersionHistory } from "./version-history.ts";
import { catalogueProducts } from "../schema/catalogue.ts";
import { seedCatalogue } from "./catalogue.ts";
import { webinars } from "../schema/webinars.ts";
import { seedWebinars } from "./webinars.ts";

export interface SeedReport {
  inserted: Record<string, number>;
}

/**
 * What every site starts with, deployed ones included (ADR 0033): the sample catalogue, which stays
 * "not reviewed" on the launch checklist until staff confirm it, and the plan cards that describe it.
 * Empty tables only.
 */
export async function seedStarter(db: Database): Promise<SeedReport> {
  return seed(db, "starter");
}

/**
 * The starter content plus the demo's invented content (testimonials, slides, counters, an offer banner,
 * release notes, webinars and videos): local mode's first start and `npm run cli -- seed-demo` only.
 * Tables that already hold rows are left as the operator edited them.
 */
export async function seedDemo(db: Database): Promise<SeedReport> {
  return seed(db, "demo");
}

async function seed(db: Database, kind: "starter" | "demo"): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const inserted: Record<string, number> = {};
    const isEmpty = async (
      table:
        | typeof testimonials
        | typeof homeSlides
        | typeof siteCounters
        | typeof offerBannerContents
        | typeof planShowcase
        | typeof versionHistory
        | typeof catalogueProducts
        | typeof webinars,
    ) => {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(table);
      return (row?.n ?? 0) === 0;
    };
    // The catalogue is seeded whole or not at all: products are its root, so their absence means an empty catalogue.
    if (await isEmpty(catalogueProducts)) {
      inserted.cataloguePrices = await seedCatalogue(tx);
    }
    if (await isEmpty(planShowcase)) {
      await tx.insert(planShowcase).values(seedPlanShowcase);
      inserted.planShowcase = seedPlanShowcase.length;
    }
    if (kind === "starter") return { inserted };
    if (await isEmpty(testimonials)) {
      await tx.insert(testimonials).values(seedTestimonials.map((t, i) => ({ ...t, sortOrder: i + 1 })));
      inserted.testimonials = seedTestimonials.length;
    }
    if (await isEmpty(homeSlides)) {
      await tx.insert(homeSlides).values(seedHomeSlides.map((slide, i) => ({ ...slide, sortOrder: i + 1 })));
      inserted.homeSlides = seedHomeSlides.length;
    }
    if (await isEmpty(siteCounters)) {
      await tx.insert(siteCounters).values(seedCounters);
      inserted.siteCounters = seedCounters.length;
    }
    if (await isEmpty(offerBannerContents)) {
      await tx.insert(offerBannerContents).values(seedOfferBanner);
      inserted.offerBannerContents = 1;
    }
    if (await isEmpty(versionHistory)) {
      await tx.insert(versionHistory).values(seedVersionHistory);
      inserted.versionHistory = seedVersionHistory.length;
    }
    if (await isEmpty(webinars)) {
      inserted.webinars = await seedWebinars(tx, new Date());
    }
    return { inserted };
  });
}
