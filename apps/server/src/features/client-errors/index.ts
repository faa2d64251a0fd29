/** The client-errors feature has no API for other features: browsers report to its endpoint, the log and /metrics read it. */
export {};
