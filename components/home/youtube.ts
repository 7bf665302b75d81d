const EMBED = 'https://www.youtube-nocookie.com/embed/';
const ID = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * The no-cookie embed address for the settings' YouTube link: a playlist (`list=`), a channel
 * (its uploads playlist), or a single video. Anything else (a bare youtube.com) has none.
 */
export function youtubeEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return ID.test(id) ? `${EMBED}${id}` : null;
  }
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  const list = url.searchParams.get('list');
  if (list && ID.test(list)) return `${EMBED}videoseries?list=${list}`;
  const channel = url.pathname.match(/^\/channel\/UC([A-Za-z0-9_-]{10,})/)?.[1];
  if (channel) return `${EMBED}videoseries?list=UU${channel}`;
  const video =
    url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|live|shorts)\/([^/]+)/)?.[1];
  return video && ID.test(video) ? `${EMBED}${video}` : null;
}
