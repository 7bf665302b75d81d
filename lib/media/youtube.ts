// The one reader of YouTube addresses. The editor's video nodes keep a video's 11-character id
// (lib/rich-text/allowlist.ts); the home page's video also takes a playlist or a channel's
// uploads. No server imports: the editor applies in the browser the rule the server applies.

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const LIST_ID = /^[A-Za-z0-9_-]{6,64}$/;
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{10,}$/;
const EMBED = 'https://www.youtube-nocookie.com/embed/';

/** What a YouTube address points at; each part null where it names none (or a malformed one). */
export interface YoutubeAddress {
  video: string | null;
  list: string | null;
  /** A channel id (`UC…`), whose uploads are the playlist `UU…`. */
  channel: string | null;
}

/**
 * A YouTube address (watch, youtu.be, embed, shorts, live, v/, channel, any with `list=`, and the
 * no-cookie player; `https://` may be left out), or null for anything else, including an address
 * with credentials or a port.
 */
export function readYoutubeAddress(value: unknown): YoutubeAddress | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    const tidy = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
    url = new URL(/^https?:\/\//i.test(tidy) ? tidy : `https://${tidy.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let video: string | null | undefined;
  if (host === 'youtu.be') video = segments[0];
  else if (segments[0] === 'watch') video = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) video = segments[1];
  const list = url.searchParams.get('list');
  const channel = segments[0] === 'channel' ? segments[1] : null;
  return {
    video: video && VIDEO_ID.test(video) ? video : null,
    list: list && LIST_ID.test(list) ? list : null,
    channel: channel && CHANNEL_ID.test(channel) ? channel : null,
  };
}

/** The 11-character video id of a YouTube address, or null for anything else. */
export function parseYoutubeId(value: unknown): string | null {
  return readYoutubeAddress(value)?.video ?? null;
}

/** The embed source stored for a video id: the no-cookie player, nothing else of the input URL. */
export function youtubeEmbedSrc(id: string): string {
  return `${EMBED}${id}`;
}

/**
 * The no-cookie embed address for the settings' YouTube link: a playlist (`list=`), a channel
 * (its uploads playlist), or a single video. Anything else (a bare youtube.com) has none.
 */
export function youtubeEmbedUrl(link: string): string | null {
  const address = readYoutubeAddress(link);
  if (address?.list) return `${EMBED}videoseries?list=${address.list}`;
  if (address?.channel) return `${EMBED}videoseries?list=UU${address.channel.slice(2)}`;
  return address?.video ? youtubeEmbedSrc(address.video) : null;
}
