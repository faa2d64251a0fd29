import { and, eq } from "drizzle-orm";
import { withListPrices, type Package } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "./load-catalogue.ts";

/**
 * GET payment/userpackage: what the customer has bought (their last paid desktop subscription,
 * at today's list prices, flagged "Current"), or the default package (docs/business-rules.md#packages) when they have
 * never paid. Named after the catalogue package it matches, if any. Minor units.
 */
export async function getUserPackage(deps: AppDeps, userId: number): Promise<Package> {
  const s = schema.userSubscriptions;
  const [catalogue, [row]] = await Promise.all([
    loadCatalogue(deps),
    deps.db
      .select()
      .from(s)
      .where(and(eq(s.userId, userId), eq(s.kind, "tool"), eq(s.isSubscribed, true))),
  ]);
  if (!row) return catalogue.defaultPackage;
  const sameItems = (pkg: Package) =>
    pkg.BaseProduct === row.baseProduct && pkg.Addons.length === row.addons.length && pkg.Addons.every((id) => row.addons.includes(id));
  const name = catalogue.packages.find(sameItems)?.Name ?? "Your subscription";
  return withListPrices(catalogue.prices, { Name: name, BaseProduct: row.baseProduct, Addons: row.addons, Flag: "Current" });
}
