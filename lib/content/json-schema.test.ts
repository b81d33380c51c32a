import { renderJsonSchemas } from './json-schema';

describe('the JSON Schemas written for editors', () => {
  it('the page schema offers every block type to editors', () => {
    const schema: unknown = JSON.parse(renderJsonSchemas()['page.schema.json'] ?? '{}');
    const text = JSON.stringify(schema);
    for (const type of ['hero', 'headline', 'richText', 'accordion']) expect(text).toContain(`"const":"${type}"`);
  });

  it('every id and headline field has hover help for editors', () => {
    const undescribed: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (node === null || typeof node !== 'object') return;
      const properties: unknown = Reflect.get(node, 'properties');
      if (properties !== null && typeof properties === 'object') {
        for (const name of ['id', 'headline']) {
          const field: unknown = Reflect.get(properties, name);
          if (field !== null && typeof field === 'object' && typeof Reflect.get(field, 'description') !== 'string') undescribed.push(`${where}.${name}`);
        }
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${where}.${key}`);
    };
    let fields = 0;
    for (const [file, text] of Object.entries(renderJsonSchemas())) {
      walk(JSON.parse(text), file);
      fields += (text.match(/"(id|headline)": \{/g) ?? []).length;
    }
    expect(fields).toBeGreaterThan(50);
    expect(undescribed).toEqual([]);
  });
});
