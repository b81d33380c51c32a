/**
 * CSS that depends on content (an icon's address, a video's width), as a stylesheet instead of
 * style="" attributes: the export's Content-Security-Policy allows each inline <style> by its hash
 * but no style attribute (that would need 'unsafe-hashes'). React hoists the element into <head>
 * (href and precedence make it a hoistable resource) and renders each href once.
 */

/** A CSS string literal: "…" with quotes, backslashes and line breaks escaped, so a value cannot end it. */
export function cssString(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;
}

/** A selector for the element with this id, whatever characters the id has. */
export function idSelector(id: string): string {
  return `[id=${cssString(id)}]`;
}

export function ContentStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={`content-${name}`} precedence="content">
      {css}
    </style>
  );
}
