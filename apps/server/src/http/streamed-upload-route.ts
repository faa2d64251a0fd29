import type { Endpoint } from "@investar/contract/endpoint";
import type { z } from "zod";
import { callerOf, type Access } from "../auth/access.ts";
import type { App } from "./app-types.ts";
import { describeMultipartError, multipartForm, readFileStream, withMultipart, type StreamedFile } from "./multipart.ts";

type UploadEndpoint = Endpoint<z.ZodType, z.ZodType | undefined, z.ZodType>;

export interface StreamedUploadRoute<E extends UploadEndpoint> {
  contract: E;
  /** Who may upload, declared in the route's own file. */
  config: { access: Access };
  tags: string[];
  summary: string;
  /** The one file field `file`: its ceiling, the message past it, and its description in the API document. */
  file: { maxBytes: number; tooLarge: string; description: string };
  /** Pipes the file to the store; what it throws is turned into a 4xx by describeMultipartError. */
  store: (callerId: number, query: z.output<E["query"]>, file: StreamedFile) => Promise<z.input<E["answer"]>>;
}

/**
 * An admin upload of one large file (installers, webinar recordings and materials), streamed to the file
 * store and never read into memory, in a multipart scope of its own sized to the file's ceiling.
 */
export function streamedUploadRoute<E extends UploadEndpoint>(app: App, route: StreamedUploadRoute<E>): void {
  const limits = { maxFileBytes: route.file.maxBytes, tooLarge: route.file.tooLarge };
  withMultipart(
    app,
    (scope) => {
      scope.post(
        route.contract.path,
        {
          config: route.config,
          schema: {
            tags: route.tags,
            summary: route.summary,
            security: [{ bearer: [] }],
            consumes: ["multipart/form-data"],
            ...multipartForm({ file: { name: "file", maxFiles: 1, maxBytes: route.file.maxBytes, description: route.file.description } }),
            querystring: route.contract.query,
            response: { 200: route.contract.answer },
          },
        },
        async (request) => {
          // The caller is checked before the body is read: strangers cannot make us store their uploads.
          const caller = await callerOf(request);
          const file = await readFileStream(request, limits);
          try {
            return await route.store(caller.userId, request.query as z.output<E["query"]>, file);
          } catch (error) {
            throw describeMultipartError(error, { ...limits, maxFiles: 1 });
          }
        },
      );
    },
    route.file.maxBytes,
  );
}
