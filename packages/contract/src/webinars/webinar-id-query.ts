import { z } from "zod";
import { idParam } from "../parts/id-param.ts";

/** The webinar a call is about, `?webinarId=`. */
export const webinarIdQuery = z.object({ webinarId: idParam("webinarId") });
