import { describe, expect, it } from 'vitest';
import { isYoutubeUrl, thumbnailOf, youtubeId, youtubeThumbnail, youtubeWatchUrl } from '../../src/domain/video';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=rfscVS0vtbw', 'rfscVS0vtbw'],
    ['https://youtube.com/watch?v=rfscVS0vtbw&t=42s', 'rfscVS0vtbw'],
    ['https://m.youtube.com/watch?feature=share&v=PkZNo7MFNFg', 'PkZNo7MFNFg'],
    ['https://www.youtube.com/embed/HXV3zeQKqGY', 'HXV3zeQKqGY'],
    ['https://www.youtube-nocookie.com/embed/HXV3zeQKqGY?start=10', 'HXV3zeQKqGY'],
    ['https://youtu.be/zOjov-2OZ0E', 'zOjov-2OZ0E'],
    ['  https://youtu.be/zOjov-2OZ0E?si=abc  ', 'zOjov-2OZ0E'],
  ])('reads %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
    expect(isYoutubeUrl(url)).toBe(true);
  });

  it.each([
    '',
    'not a url',
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC8butISFwT-Wl7EV0hUK0BQ',
    'https://evil.example/watch?v=rfscVS0vtbw',
    'javascript:alert(1)//youtu.be/rfscVS0vtbw',
    'ftp://youtu.be/rfscVS0vtbw',
  ])('rejects %j', (url) => {
    expect(youtubeId(url)).toBeNull();
    expect(isYoutubeUrl(url)).toBe(false);
  });

  it('rejects non-text', () => {
    expect(youtubeId(null)).toBeNull();
    expect(youtubeId(undefined)).toBeNull();
  });
});

describe('thumbnails and watch links', () => {
  it('builds the thumbnail and watch URLs of an id', () => {
    expect(youtubeThumbnail('rfscVS0vtbw')).toBe('https://img.youtube.com/vi/rfscVS0vtbw/hqdefault.jpg');
    expect(youtubeWatchUrl('rfscVS0vtbw')).toBe('https://www.youtube.com/watch?v=rfscVS0vtbw');
  });

  it('gives the thumbnail of a link or null', () => {
    expect(thumbnailOf('https://youtu.be/PkZNo7MFNFg')).toBe('https://img.youtube.com/vi/PkZNo7MFNFg/hqdefault.jpg');
    expect(thumbnailOf('https://example.com/video.mp4')).toBeNull();
  });
});
