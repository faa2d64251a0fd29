import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTextRule } from "@investar/contract/parts/schema-parts";

/** The zod validator, with the shared text rule (schema-parts.ts) around every request schema a route declares. */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: route.schema instanceof z.ZodType ? withTextRule(route.schema) : route.schema });
