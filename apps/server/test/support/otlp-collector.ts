/**
 * A loopback OpenTelemetry collector: it accepts what an OTLP/HTTP exporter posts to `/v1/traces` (protobuf
 * bodies, opentelemetry-proto's ExportTraceServiceRequest) and keeps the spans, so a test sees what an operator's
 * Jaeger or Tempo would receive. The decoder reads the protobuf wire format directly: only the few fields a
 * test asks about, by their numbers in trace.proto and common.proto.
 */
import { createServer, type Server } from "node:http";

export interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** opentelemetry-proto's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  scope: string;
  attributes: Record<string, string | number | boolean>;
}

export interface OtlpCollector {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT should say. */
  endpoint: string;
  spans: CollectedSpan[];
  /** Content types of the export requests received. */
  contentTypes: string[];
  close(): Promise<void>;
}

type Field = bigint | Buffer;
type Message = Map<number, Field[]>;

function readVarint(buffer: Buffer, at: number): [bigint, number] {
  let value = 0n;
  for (let shift = 0n; ; shift += 7n) {
    const byte = buffer[at++]!;
    value |= BigInt(byte & 0x7f) << shift;
    if (byte < 0x80) return [value, at];
  }
}

/** One message's fields by number; nested messages stay bytes until asked for. */
function decode(buffer: Buffer): Message {
  const fields: Message = new Map();
  let at = 0;
  while (at < buffer.length) {
    const [key, next] = readVarint(buffer, at);
    at = next;
    const number = Number(key >> 3n);
    let value: Field;
    switch (Number(key & 7n)) {
      case 0:
        [value, at] = readVarint(buffer, at);
        break;
      case 1:
        value = buffer.readBigUInt64LE(at);
        at += 8;
        break;
      case 2: {
        const [length, start] = readVarint(buffer, at);
        value = buffer.subarray(start, start + Number(length));
        at = start + Number(length);
        break;
      }
      case 5:
        value = BigInt(buffer.readUInt32LE(at));
        at += 4;
        break;
      default:
        throw new Error(`unsupported protobuf wire type in field ${number}`);
    }
    fields.set(number, [...(fields.get(number) ?? []), value]);
  }
  return fields;
}

const bytes = (message: Message, field: number) => (message.get(field)?.[0] as Buffer | undefined) ?? Buffer.alloc(0);
const text = (message: Message, field: number) => bytes(message, field).toString("utf8");
const messages = (message: Message, field: number) => (message.get(field) ?? []).map((value) => decode(value as Buffer));

/** common.proto AnyValue: string 1, bool 2, int 3, double 4. */
function anyValue(value: Message): string | number | boolean {
  if (value.has(1)) return text(value, 1);
  if (value.has(2)) return value.get(2)![0] === 1n;
  if (value.has(3)) return Number(BigInt.asIntN(64, value.get(3)![0] as bigint));
  if (value.has(4)) return Buffer.from(new BigUint64Array([value.get(4)![0] as bigint]).buffer).readDoubleLE(0);
  return "";
}

/** ExportTraceServiceRequest → ResourceSpans (1) → ScopeSpans (2) → scope (1) and Span (2). */
export function spansOf(body: Buffer): CollectedSpan[] {
  return messages(decode(body), 1).flatMap((resourceSpans) =>
    messages(resourceSpans, 2).flatMap((scopeSpans) => {
      const scope = text(messages(scopeSpans, 1)[0] ?? new Map(), 1);
      return messages(scopeSpans, 2).map((span) => ({
        traceId: bytes(span, 1).toString("hex"),
        spanId: bytes(span, 2).toString("hex"),
        parentSpanId: bytes(span, 4).toString("hex"),
        name: text(span, 5),
        kind: Number(span.get(6)?.[0] ?? 0n),
        scope,
        attributes: Object.fromEntries(messages(span, 9).map((kv) => [text(kv, 1), anyValue(messages(kv, 2)[0] ?? new Map())])),
      }));
    }),
  );
}

export async function startOtlpCollector(): Promise<OtlpCollector> {
  const spans: CollectedSpan[] = [];
  const contentTypes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/v1/traces") {
        contentTypes.push(request.headers["content-type"] ?? "");
        spans.push(...spansOf(Buffer.concat(chunks)));
      }
      // An empty ExportTraceServiceResponse: everything accepted.
      response.writeHead(200, { "content-type": "application/x-protobuf" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
