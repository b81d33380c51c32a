/**
 * The DOM the SVG sanitiser runs on in Node (the build, `npm run check:content`, the tests): one
 * jsdom window for the process. A browser passes its own window instead, so nothing bundled for
 * the editor imports this file.
 */
import { JSDOM } from 'jsdom';
import type { SvgWindow } from './svg';

let window: SvgWindow | undefined;

export function nodeWindow(): SvgWindow {
  window ??= new JSDOM('').window as unknown as SvgWindow;
  return window;
}
