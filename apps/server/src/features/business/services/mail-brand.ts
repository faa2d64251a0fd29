import { businessAddressLines } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import type { MailBrand } from "../../../integrations/mail/mail-brand.ts";
import { businessProfileForPages } from "./business-profile-for-pages.ts";

/**
 * The business as every mail's layout prints it (ADR 0041, docs/business-rules.md#business-profile): the profile in
 * effect, read through the pages' cache (a save reaches every instance at once); where a deployed site has no
 * complete profile yet, the product's name and SUPPORT_EMAIL, and no address rather than a sample one.
 */
export async function mailBrand(deps: AppDeps): Promise<MailBrand> {
  const profile = await businessProfileForPages(deps);
  return {
    name: "Investar",
    legalName: profile?.legalName ?? "Investar",
    addressLines: profile ? businessAddressLines(profile) : [],
    supportEmail: profile?.supportEmail ?? deps.config.supportEmail,
    supportPhone: profile?.supportPhone || null,
    websiteUrl: deps.config.publicUrl,
  };
}
