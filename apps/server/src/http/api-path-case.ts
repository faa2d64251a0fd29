/**
 * docs/business-rules.md#api-conventions's paths are matched case-insensitively (clients call both `Auth/…` and `auth/…`), but only under
 * /api: page and asset URLs keep their case. Routes register here as they are added; the rewrite maps any
 * casing of a registered API path to the registered one before routing.
 */
export class ApiPathCase {
  private readonly canonical = new Map<string, string>();

  register(url: string): void {
    if (url.toLowerCase().startsWith("/api/")) this.canonical.set(url.toLowerCase(), url);
  }

  rewrite(rawUrl: string): string {
    const queryAt = rawUrl.indexOf("?");
    const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    if (path.length < 5 || path.slice(0, 5).toLowerCase() !== "/api/") return rawUrl;
    const known = this.canonical.get(path.toLowerCase());
    if (!known || known === path) return rawUrl;
    return queryAt === -1 ? known : known + rawUrl.slice(queryAt);
  }
}
