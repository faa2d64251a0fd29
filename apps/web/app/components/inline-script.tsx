import { useRootData } from "../lib/root-data.ts";

/**
 * A page's enhancement script (an `enhance/*.js?enhance` import), inlined with the request's CSP nonce for pages
 * served without React (ADR 0004): put it last on the page, after the markup it enhances.
 */
export function InlineScript({ source }: { source: string }) {
  const { nonce } = useRootData();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />;
}
