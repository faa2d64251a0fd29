/** What /admin/campaign-sign-ups reads from the marketing feature. */
import type { Acquisition } from "@investar/core";

/** An account that came through a landing page, a broker or partner page, or a campaign link. */
export interface CampaignSignUp {
  userId: number;
  name: string;
  email: string;
  registeredAt: string; // ISO timestamp
  regSrc: string;
  /** The landing page's enum name (core LandingPage), when it came through one. */
  landingPage: string | null;
  /** The landing page's campaign flags that were set (isFinbridgePage, …). */
  landingFlags: string[];
  utmSource: string | null;
  /** The landing visit's UTM parameters, gclid and fbclid (docs/business-rules.md#acquisition). */
  acquisition: Acquisition | null;
  brokerSource: string | null;
  isBrokerOpenUser: boolean;
  partnerCode: string | null;
  /** The broker page's questionnaire answers, as given. */
  brokerPotentials: Record<string, unknown> | null;
}

export interface CampaignSignUpsPage {
  signUps: CampaignSignUp[];
  total: number;
  page: number;
  pageSize: number;
}

export interface MarketingPageServices {
  /** /admin/campaign-sign-ups: accounts from landing pages, the broker page and partner codes, 10 a page. */
  listCampaignSignUps(page: number): Promise<CampaignSignUpsPage>;
}
