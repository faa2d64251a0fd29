/**
 * The video provider's player, loaded only when a visitor presses play, from its privacy-enhanced domain
 * (no cookies until then). The training page's CSP allows exactly this frame source, and the provider's
 * thumbnail host for playlist pictures.
 */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
export const VIDEO_THUMBNAIL_ORIGIN = "https://i.ytimg.com";

export const videoEmbedUrl = (videoId: string) => `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

/** Where the video plays without our page's script: the provider's own page. */
export const videoWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

/** Pages that embed the player, with the sources their CSP adds. */
export const PAGES_WITH_VIDEO_EMBEDS = ["/education/investar-software-training"] as const;
