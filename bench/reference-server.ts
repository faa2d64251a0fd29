import Fastify from "fastify";

/**
 * The yardstick measured in the same run: a bare Fastify answering the same JSON as /api/health and
 * a page of exactly the home page's size from memory. Started as its own process, like the real server.
 */
const port = Number(process.argv[2]);
const pageBytes = Buffer.alloc(Number(process.argv[3]), "x");
const app = Fastify({ logger: false });
app.get("/health", async () => ({ status: "ok", database: "ok" }));
app.get("/page.html", async (_request, reply) => reply.type("text/html; charset=utf-8").send(pageBytes));
await app.listen({ port, host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
