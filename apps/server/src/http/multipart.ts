import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "../errors.ts";
import type { UploadedFile } from "../integrations/storage/upload-store.ts";
import { MULTIPART_FORM_KEY } from "./api-document.ts";
import type { App } from "./app-types.ts";

const MiB = 1024 * 1024;

/** Ceilings for every multipart route; each route asks for less when it reads the form. */
const PLUGIN_LIMITS = { fileSize: 5 * MiB, files: 3, fields: 8, fieldSize: 64 * 1024, parts: 12, headerPairs: 100 };

/**
 * Registers the routes in a scope of their own with @fastify/multipart, so only the upload endpoints
 * accept multipart bodies at all; the rest of the API keeps the 1 MiB JSON limit.
 */
export function withMultipart(app: App, registerRoutes: (scope: App) => void, fileSizeCeiling = PLUGIN_LIMITS.fileSize): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { ...PLUGIN_LIMITS, fileSize: fileSizeCeiling }, throwFileSizeLimit: true });
    registerRoutes(scope as unknown as App);
  });
}

export interface FormDocumentation {
  /** The file part(s): any field name is read; `name` is the one the site's forms use. */
  file: { name: string; maxFiles: number; maxBytes: number; description: string };
  /** Text fields besides the files, by name. */
  fields?: Record<string, { description: string }>;
}

/**
 * A multipart route's form for the API document (spread into the route's schema): the routes read their
 * forms themselves (readMultipartForm, readFileStream), so there is no zod body to generate it from.
 */
export function multipartForm({ file, fields = {} }: FormDocumentation): { [MULTIPART_FORM_KEY]: Record<string, unknown> } {
  const binary = { type: "string", format: "binary", maxLength: file.maxBytes, description: file.description };
  const filePart = file.maxFiles === 1 ? binary : { type: "array", items: binary, maxItems: file.maxFiles, description: file.description };
  return {
    [MULTIPART_FORM_KEY]: {
      type: "object",
      properties: {
        [file.name]: filePart,
        ...Object.fromEntries(
          Object.entries(fields).map(([name, field]) => [name, { type: "string", maxLength: PLUGIN_LIMITS.fieldSize, ...field }]),
        ),
      },
      required: [file.name, ...Object.keys(fields)],
    },
  };
}

export interface MultipartForm {
  files: UploadedFile[];
  /** Text fields as sent; a part declared application/json arrives already parsed. */
  fields: Record<string, unknown>;
}

export interface FormLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** Shown when a file is larger than maxFileBytes. */
  tooLarge: string;
}

/** Reads the whole form into memory under the route's limits, turning every parser complaint into a 4xx with a clear message. */
export async function readMultipartForm(request: FastifyRequest, limits: FormLimits): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError("UnsupportedMediaType", "Send the form as multipart/form-data.");
  const form: MultipartForm = { files: [], fields: {} };
  try {
    for await (const part of request.parts({ limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes } })) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        // A file input left empty still sends a part with no name and no bytes.
        if (part.filename === "" && data.length === 0) continue;
        form.files.push({ fieldName: part.fieldname, fileName: part.filename, data });
      } else {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw describeMultipartError(error, limits);
  }
  return form;
}

export interface StreamedFile {
  fileName: string;
  /** The bytes as they arrive; it errors when the file passes the limit. */
  stream: import("node:stream").Readable;
}

/**
 * The one file of a large upload (a webinar recording) as a stream, never read into memory. The caller
 * pipes it to the store and passes what that throws through `describeMultipartError`.
 */
export async function readFileStream(request: FastifyRequest, limits: Omit<FormLimits, "maxFiles">): Promise<StreamedFile> {
  if (!request.isMultipart()) throw new AppError("UnsupportedMediaType", "Send the form as multipart/form-data.");
  try {
    const part = await request.file({ limits: { files: 1, fileSize: limits.maxFileBytes } });
    if (!part || part.filename === "") throw badRequest("Attach the file to upload.");
    return { fileName: part.filename, stream: part.file };
  } catch (error) {
    throw describeMultipartError(error, { ...limits, maxFiles: 1 });
  }
}

export function describeMultipartError(error: unknown, limits: FormLimits): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError("PayloadTooLarge", limits.tooLarge);
    case "FST_FILES_LIMIT":
      return badRequest(limits.maxFiles === 1 ? "Attach one file only." : `Attach at most ${limits.maxFiles} files.`);
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return badRequest("The form has too many fields.");
    case "FST_INVALID_JSON_FIELD_ERROR":
      return badRequest("A form field sent as JSON is not valid JSON.");
    default:
      // Only the parser runs inside the loop, so anything else it throws (a malformed or cut-off body, a
      // field named __proto__) is about the client's bytes, not a fault of ours.
      return typeof statusCode === "number" && statusCode >= 500 ? error : badRequest("The form could not be read. Please send it again.");
  }
}
