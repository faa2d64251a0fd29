import { localizedText } from "@investar/core/i18n/localized-text";
import { isLanguage } from "@investar/core/i18n/languages";
import type { AppDeps } from "../../../deps.ts";
import type { CalendarWebinar } from "../../../integrations/calendar/webinar-calendar.ts";
import type { WebinarMailContext } from "../../../integrations/mail/webinar-mails.ts";
import type { WebinarRow } from "./webinar-view.ts";

export const webinarMailContext = (deps: AppDeps): WebinarMailContext => ({
  publicUrl: deps.config.publicUrl,
  vendorDomain: deps.config.vendorEmailDomain,
});

/**
 * What mails and calendar files say about a webinar; the join link goes only to registrants. For a recipient
 * who reads Hindi, the title and description staff wrote in Hindi, else the English ones
 * (docs/adr/0062-hindi-content-texts.md).
 */
export const calendarWebinar = (row: WebinarRow, language?: string | null): CalendarWebinar => {
  const reads = isLanguage(language) ? language : "en";
  return {
    id: row.id,
    title: localizedText({ en: row.title, hi: row.titleHi }, reads).text,
    description: localizedText({ en: row.description, hi: row.descriptionHi }, reads).text,
    presenter: row.presenter,
    dateTime: row.dateTime,
    durationMinutes: row.durationMinutes,
    joinUrl: row.joinUrl,
  };
};
