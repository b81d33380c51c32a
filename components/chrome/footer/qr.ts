/**
 * The app-promo QR code, drawn at build time from the URL in content so it always leads where the
 * content says (token overrides included) and ships no JavaScript. qrcode-generator does the
 * encoding (Reed-Solomon, masking); this module only turns its modules into a compact SVG.
 */
import qrcode from 'qrcode-generator';

/** The quiet zone the QR standard asks for around the symbol, in modules. */
export const QUIET_ZONE = 4;

/** Dark (true) and light modules of the QR code for text, row by row. Error correction M. */
export function qrModules(text: string): boolean[][] {
  if (!/^[\x20-\x7e]+$/.test(text)) throw new Error(`QR code text must be printable ASCII (a resolved URL), got "${text}"`);
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

/** One path for all dark modules: a 1-module-high rectangle per horizontal run, offset by the quiet zone. */
export function qrPath(modules: readonly (readonly boolean[])[], offset: number = QUIET_ZONE): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start + offset} ${y + offset}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

/**
 * Every page's footer draws the same code, and encoding it (masking tries eight patterns) cost
 * 3 ms a page: a 1,000-page export draws it once per text.
 */
const drawings = new Map<string, { side: number; path: string }>();

/** The QR code's drawing: the side of its square (quiet zone included) and the path of its dark modules. */
export function qrDrawing(text: string): { side: number; path: string } {
  let drawing = drawings.get(text);
  if (drawing === undefined) {
    const modules = qrModules(text);
    drawing = { side: modules.length + 2 * QUIET_ZONE, path: qrPath(modules) };
    drawings.set(text, drawing);
  }
  return drawing;
}

/** A standalone SVG document of the QR code: black modules on white with the quiet zone. */
export function qrSvg(text: string): string {
  const { side, path } = qrDrawing(text);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
