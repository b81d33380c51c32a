import { imageUrl, isPassThrough, originalPath, renditionFile, renditionName } from './rendition';

describe('renditionName', () => {
  it.each([
    ['/images/hero-family-home.jpg', 'hero-family-home'],
    ['/images/people/Advisor Desk.PNG', 'people-advisor-desk'],
    ['/images/a_b.c.webp', 'a-b-c'],
  ])('%s -> %s', (src, name) => {
    expect(renditionName(src)).toBe(name);
  });
});

describe('renditionFile', () => {
  it('names a cover rendition by its size', () => {
    expect(renditionFile({ src: '/images/hero-marina.jpg', width: 604, height: 480, fit: 'cover' })).toBe('hero-marina-604x480.webp');
  });

  it('marks a contain rendition, so both fits of one size can coexist', () => {
    expect(renditionFile({ src: '/images/hero-marina.jpg', width: 604, height: 480, fit: 'contain' })).toBe('hero-marina-604x480-contain.webp');
  });

  it.each([0, -4, 10.5, 5000])('refuses a size of %s', (width) => {
    expect(() => renditionFile({ src: '/images/a.jpg', width, height: 10, fit: 'cover' })).toThrow(RangeError);
  });
});

describe('imageUrl', () => {
  it('points a photo at its webp rendition', () => {
    expect(imageUrl({ src: '/images/hero-family-home.jpg', width: 604, height: 480, fit: 'cover' })).toBe('/_img/hero-family-home-604x480.webp');
  });

  it.each(['/images/hero-savings.svg', '/icons/check.SVG', 'https://img.youtube.com/vi/abc/hqdefault.jpg', '//cdn.example.com/a.png'])(
    'serves %s as it is',
    (src) => {
      expect(isPassThrough(src)).toBe(true);
      expect(imageUrl({ src, width: 100, height: 100, fit: 'cover' })).toBe(src);
    },
  );
});

describe('originalPath', () => {
  it('finds a photo under content/images/', () => {
    expect(originalPath('/images/people/advisor.jpg')).toBe('content/images/people/advisor.jpg');
  });

  it.each(['/photos/a.jpg', '/images/../secrets.jpg', '/images/', '/images/a.svg'])('has no original for %s', (src) => {
    expect(originalPath(src)).toBeUndefined();
  });
});
