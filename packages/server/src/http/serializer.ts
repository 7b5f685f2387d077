import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { type ZodType, z } from 'zod';

/** A route's response schema as Fastify hands it over: the zod schema itself, or wrapped in `properties`. */
function zodSchemaOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown }).properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`A response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * Response bodies are written by a serializer compiled once per route from its zod schema (fast-json-stringify,
 * Fastify's own serializer, over the schema's JSON Schema) instead of checking every answer with zod at run
 * time and then calling JSON.stringify: the shape is fixed by the schema (unknown fields are left out, as zod
 * strips them), and a missing required field still fails loudly. Several times cheaper on a 50-row table.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(zodSchemaOf(schema), { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
};
