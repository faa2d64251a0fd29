import autocannon from "autocannon";
const [url, method = "GET", body] = process.argv.slice(2);
const opts = { url, connections: 10, duration: Number(process.env.D ?? 8), method, headers: { "accept-encoding": "gzip", ...(body ? { "content-type": "application/json" } : {}) }, ...(body ? { body } : {}) };
const r = await autocannon(opts);
console.log(url, method, Math.round(r.requests.average), "req/s p99", r.latency.p99, "non2xx", r.non2xx, "err", r.errors);
