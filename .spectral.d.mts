import type { RulesetDefinition } from "@stoplight/spectral-core";

declare const ruleset: RulesetDefinition;
export default ruleset;
