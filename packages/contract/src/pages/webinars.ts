/** What the education pages, My Webinars, the webinar buy page and /admin/webinars read from the webinars feature. */
import type {
  Currency,
  SeatSource,
  VideoCategory,
  WebinarInput,
  WebinarLanguage,
  WebinarLevel,
  WebinarPrice,
  WebinarStatus,
  WebinarTrack,
} from "@investar/core";

export interface WebinarCaller {
  userId: number;
  isAdmin: boolean;
}

/** What the caller pays, in the currency asked for; money in minor units. */
export type WebinarCallerPrice = { kind: "free" } | { kind: "subscriber"; listPrice: WebinarPrice } | { kind: "paid"; price: WebinarPrice };

/**
 * The product's webinar/video entity (business-rules.md#webinar-video) as one caller sees it, plus what
 * running live sessions adds. Money in minor units (the API converts to currency units at the edge).
 */
export interface WebinarCard {
  id: number;
  track: WebinarTrack;
  level: WebinarLevel;
  title: string;
  description: string;
  /** Staff's Hindi title and description, null until translated: pages pick one with core's localizedText. */
  titleHi: string | null;
  descriptionHi: string | null;
  prerequisite: string;
  /** Minutes. */
  duration: number;
  presenter: string;
  aboutPresenter: string;
  language: WebinarLanguage;
  thumbnailUrl: string;
  videoId: string;
  dateTime: string;
  category: VideoCategory | null;
  isVideo: boolean;
  inrAmount: number;
  usdAmount: number;
  isPaidWebinar: boolean;
  isRegisteredForWebinar: boolean;
  discount: number | null;
  discountEndDate: string | null;
  couponCode: string | null;
  status: WebinarStatus;
  seatLimit: number | null;
  seatsLeft: number | null;
  registrationOpen: boolean;
  hasRecording: boolean;
  materialCount: number;
  /** Registrants (and admins) only, from 30 minutes before the start until the end. */
  joinUrl: string | null;
  /** How the caller holds the seat; null when not registered. */
  seatSource: SeatSource | null;
  currency: Currency;
  price: WebinarCallerPrice;
}

export interface MyWebinarsData {
  upcoming: WebinarCard[];
  past: WebinarCard[];
  /** Sessions the user held a seat in that were called off, newest first. */
  cancelled: WebinarCard[];
}

/** A webinar or video as staff edit it: the form's fields (money in currency units) and what it has. */
export interface AdminWebinar extends WebinarInput {
  id: number;
  /** The stored status, and the one the clock makes of it. */
  storedStatus: WebinarStatus;
  status: WebinarStatus;
  registrants: number;
  recording: { contentType: string; size: number } | null;
  materials: { id: number; fileName: string; size: number }[];
  /** Copied from the provider's playlist: the next sync overwrites edits. */
  fromPlaylist: boolean;
}

export interface AdminWebinarsPage {
  webinars: AdminWebinar[];
  total: number;
  page: number;
  pageSize: number;
}

export interface WebinarRegistrant {
  userId: number;
  name: string;
  email: string;
  mobileNo: string;
  source: SeatSource;
  registeredAt: string;
  /** Minor units, for bought seats. */
  amountPaid: number | null;
  currency: Currency | null;
  refundedAt: string | null;
}

export interface WebinarRegistrantsPage {
  webinarId: number;
  title: string;
  registrants: WebinarRegistrant[];
  total: number;
  page: number;
  pageSize: number;
}

/** One seat in a paid webinar as its buyer is offered it. Money in currency units (rupees, dollars), as the API answers. */
export interface WebinarSeatOffer {
  webinarId: number;
  title: string;
  /** Staff's Hindi title, shown on /hi (docs/adr/0062-hindi-content-texts.md); null when not written. */
  titleHi: string | null;
  dateTime: string;
  /** Minutes. */
  duration: number;
  presenter: string;
  status: WebinarStatus;
  seatsLeft: number | null;
  price: {
    currency: Currency;
    kind: "free" | "subscriber" | "paid";
    amount: { listPrice: number; discountPercent: number; price: number; gst: number; total: number; offerApplied: boolean } | null;
  };
  /** The coupon the price includes, or null. */
  couponCode: string | null;
  /** A coupon was entered that does not apply; the price is without it. */
  couponProblem: string | null;
  /** Why the seat cannot be bought now (already yours, full, over, cancelled, free for you). */
  refusal: { code: string; message: string } | null;
}

export interface WebinarsPageServices {
  /** The education pages: upcoming or past live sessions of a track, as this caller sees them. */
  listWebinars(query: { track: WebinarTrack; isLive: boolean; caller: WebinarCaller | null; currency: Currency }): Promise<WebinarCard[]>;
  /** The software-training page: training videos of a category (all three with null), from the provider's playlist or stored. */
  listTrainingVideos(category: VideoCategory | null): Promise<WebinarCard[]>;
  /** My Webinars: the sessions this user registered for or bought. */
  listMyWebinars(userId: number, currency: Currency): Promise<MyWebinarsData>;
  /** The webinar buy page: one seat's price for this customer, or for a visitor (null) as a new customer (GetWebinarSeatPrice's answer). */
  getWebinarSeatOffer(
    userId: number | null,
    request: { webinarId: number; currency: Currency; couponCode?: string | null },
  ): Promise<WebinarSeatOffer>;
  /** /admin/webinars: every webinar and video, 10 a page. */
  listAdminWebinars(page: number): Promise<AdminWebinarsPage>;
  /** /admin/webinars: one webinar's registrants, 10 a page. */
  listWebinarRegistrants(webinarId: number, page: number): Promise<WebinarRegistrantsPage>;
}
