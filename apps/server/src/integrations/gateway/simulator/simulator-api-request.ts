import { z } from "zod";

/** A call of CCAvenue's encrypted server-to-server API as its form fields carry it: what the simulator's API routes take. */
export const encryptedApiRequest = z.object({
  enc_request: z.string().min(1).max(20_000),
  access_code: z.string().min(1).max(100),
  command: z.string().max(64),
  request_type: z.string().max(16).optional(),
  response_type: z.string().max(16).optional(),
  version: z.string().max(16).optional(),
});
