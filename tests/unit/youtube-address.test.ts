// One YouTube reader serves the editor's video nodes (a video id) and the home page's video (a
// playlist, a channel's uploads or a video): both read the same hosts and paths the same way.
import { describe, expect, it } from 'vitest';
import { parseYoutubeId, youtubeEmbedUrl } from '@/lib/media/youtube';

const EMBED = 'https://www.youtube-nocookie.com/embed/';
const id = 'dQw4w9WgXcQ';

describe("the home page's YouTube link", () => {
  it.each([
    [
      'https://www.youtube.com/playlist?list=PLtestPlaylist123',
      `${EMBED}videoseries?list=PLtestPlaylist123`,
    ],
    [
      `https://www.youtube.com/watch?v=${id}&list=PLtestPlaylist123`,
      `${EMBED}videoseries?list=PLtestPlaylist123`,
    ],
    ['https://www.youtube.com/channel/UCabcdefghij12', `${EMBED}videoseries?list=UUabcdefghij12`],
    [`https://m.youtube.com/watch?v=${id}`, `${EMBED}${id}`],
    [`https://youtu.be/${id}`, `${EMBED}${id}`],
    [`https://www.youtube.com/live/${id}`, `${EMBED}${id}`],
  ])('embeds %s as %s', (link, embed) => {
    expect(youtubeEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/@parish',
    `https://www.youtube.com.evil.example/watch?v=${id}`,
    'https://www.youtube.com/playlist?list=a"b',
    'not a link',
  ])('has no embed for %s', (link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
  });

  it('reads a video the way the editor does', () => {
    const link = `https://www.youtube.com/shorts/${id}`;
    expect(youtubeEmbedUrl(link)).toBe(`${EMBED}${parseYoutubeId(link)}`);
  });
});
