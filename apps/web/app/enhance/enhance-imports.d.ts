/** vite.config.ts's enhancementScripts(): an enhancement script bundled into one minified string, to inline. */
declare module "*?enhance" {
  const script: string;
  export default script;
}
