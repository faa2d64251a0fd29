import { z } from "zod";
import { VIDEO_CATEGORIES, WEBINAR_LANGUAGES, WEBINAR_LEVELS, WEBINAR_TRACKS } from "@investar/core";
import { idParam } from "../parts/id-param.ts";
import { pageNumber } from "../parts/page-number.ts";

/** Core's checkWebinarInput holds the real length rules; this ceiling only bounds what is read at all. */
const TEXT_CEILING = 20_000;
const text = (name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .max(TEXT_CEILING, `${name} is too long.`)
    .default("");
const money = (name: string) => z.number({ error: `${name} must be a number.` });

/**
 * What staff send to create or edit a webinar or video: the entity's fields (money in currency units).
 * The shape is checked here; the rules (lengths, prices, links) by core's checkWebinarInput.
 */
export const saveWebinarBody = z.object(
  {
    id: idParam("id").optional(),
    track: z.enum(WEBINAR_TRACKS, { error: "track must be technical-analysis or software." }),
    isVideo: z.boolean({ error: "isVideo must be true or false." }),
    title: text("title"),
    description: text("description"),
    titleHi: text("titleHi"),
    descriptionHi: text("descriptionHi"),
    prerequisite: text("prerequisite"),
    durationMinutes: z.number({ error: "durationMinutes must be a number." }),
    presenter: text("presenter"),
    aboutPresenter: text("aboutPresenter"),
    level: z.enum(WEBINAR_LEVELS, { error: "level must be Beginner, Intermediate or Expert." }),
    language: z.enum(WEBINAR_LANGUAGES, { error: "language must be English or Hindi." }),
    category: z.enum(VIDEO_CATEGORIES, { error: "category must be ShortVideo, LongVideo or TA." }).nullable().default(null),
    thumbnailUrl: text("thumbnailUrl"),
    videoId: text("videoId"),
    dateTime: z.string({ error: "dateTime must be a date and time." }).max(40, "dateTime must be a date and time."),
    isPaidWebinar: z.boolean({ error: "isPaidWebinar must be true or false." }),
    inrAmount: money("inrAmount").default(0),
    usdAmount: money("usdAmount").default(0),
    discount: z.number({ error: "discount must be a number." }).nullable().default(null),
    discountEndDate: z.string().max(40, "discountEndDate must be a date.").nullable().default(null),
    couponCode: text("couponCode"),
    seatLimit: z.number({ error: "seatLimit must be a number." }).nullable().default(null),
    joinUrl: text("joinUrl"),
    series: z.string().max(200, "series is too long.").nullable().default(null),
    status: z
      .enum(["scheduled", "live", "ended"], { error: "status must be scheduled, live or ended (cancel with CancelWebinar)." })
      .optional(),
  },
  { error: "Send the webinar as JSON." },
);

export const pageQuery = pageNumber;
