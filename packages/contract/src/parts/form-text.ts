import { z } from "zod";

/**
 * Form input: text of bounded length only. The rules and their messages come from core's validators in
 * the services, the same ones the page runs, so the API and the form say the same thing.
 */
export const formText = (max: number) => z.string().max(max, `Use at most ${max} characters.`).nullish();
