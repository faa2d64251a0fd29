/**
 * Loaded with `node --import` before the server: on SIGUSR2 it throws from a timer (an uncaught exception)
 * or rejects a promise nobody awaits, as INJECT_FAULT says, the way a bug in a callback would.
 */
process.on("SIGUSR2", () => {
  if (process.env.INJECT_FAULT === "rejection") void Promise.reject(new Error("injected rejection"));
  else
    setImmediate(() => {
      throw new Error("injected exception");
    });
});
