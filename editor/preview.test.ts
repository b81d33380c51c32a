import { fileOfEntry, slugOfTitle } from './preview';

/** An entry as Decap hands it to a preview: get and getIn over its fields. */
function entry(values: { path?: string; title?: string; folder?: string }) {
  return {
    get: (key: string) => (key === 'path' ? values.path : undefined),
    getIn: (keys: string[]) => (keys.join('.') === 'data.title' ? values.title : keys.join('.') === 'meta.path' ? values.folder : undefined),
  };
}

describe('the file an entry is previewed as', () => {
  it('is its own file once saved', () => {
    expect(fileOfEntry(entry({ path: 'content/AXC/pages/who-we-serve.json', title: 'Anything' }), 'content/AXC/pages')).toBe(
      'content/AXC/pages/who-we-serve.json',
    );
  });

  it.each([
    [{ title: 'Careers', folder: '/' }, 'content/AXC/pages/careers.json'],
    [{ title: 'Careers & jobs', folder: 'axos-advantage' }, 'content/AXC/pages/axos-advantage/careers-jobs.json'],
    [{ title: 'Rates, 2026', folder: '/products/' }, 'content/AXC/pages/products/rates-2026.json'],
    [{ title: '', folder: '/' }, undefined],
  ])('is, for a new page %o, the file Decap will write: %s', (values, file) => {
    expect(fileOfEntry(entry(values), 'content/AXC/pages')).toBe(file);
  });

  it('slugs a title as Decap does (lowercase, anything but letters and digits a hyphen)', () =>
    expect(slugOfTitle('  Editor live new page! ')).toBe('editor-live-new-page'));
});
