/**
 * The progress of a long export: per brand, the phase it is in and how far (pages Next has written
 * of the total; files secured and compressed of the total). On a terminal it is one line, rewritten
 * in place; elsewhere (CI, a log file) a line at most every CI_INTERVAL_MS, so a one-minute export
 * prints a handful of lines and a short one none.
 */

type Phase = 'images' | 'pages' | 'policies and compression';

export interface BrandProgress {
  brand: string;
  phase: Phase;
  done: number;
  /** Undefined until known (Next names its total when it starts rendering). */
  total?: number;
}

/** "AXB: pages 512/1082 · LVF: policies and compression 120/300" */
export function formatProgress(brands: readonly BrandProgress[]): string {
  return brands
    .map(({ brand, phase, done, total }) => `${brand}: ${phase}${phase === 'images' ? '' : ` ${done}${total === undefined ? '' : `/${total}`}`}`)
    .join(' · ');
}

/** Next's "Generating static pages using 2 workers (20/82)": the total of the brand's pages, once printed. */
export function nextPagesTotal(output: string): number | undefined {
  const match = /Generating static pages[^(\n]*\(\d+\/(\d+)\)/.exec(output);
  return match ? Number(match[1]) : undefined;
}

export const CI_INTERVAL_MS = 10_000;
const TTY_INTERVAL_MS = 100;

export interface ProgressOutput {
  write: (text: string) => void;
  isTTY: boolean;
  now?: () => number;
}

export class ProgressLine {
  private readonly brands = new Map<string, BrandProgress>();
  private lastDrawn = Number.NEGATIVE_INFINITY;
  private shown = false;
  private readonly now: () => number;

  constructor(private readonly out: ProgressOutput = { write: (text) => process.stdout.write(text), isTTY: Boolean(process.stdout.isTTY) }) {
    this.now = out.now ?? (() => performance.now());
  }

  update(progress: BrandProgress): void {
    this.brands.set(progress.brand, progress);
    this.draw(false);
  }

  /** The brand is done: its progress leaves the line. */
  finish(brand: string): void {
    this.brands.delete(brand);
    this.draw(true);
  }

  /** Prints a line of its own (a brand's report), keeping the progress line below it on a terminal. */
  log(line: string): void {
    this.clear();
    this.out.write(`${line}\n`);
    this.draw(true);
  }

  private clear(): void {
    if (this.out.isTTY && this.shown) this.out.write('\r\x1b[2K');
    this.shown = false;
  }

  private draw(force: boolean): void {
    const now = this.now();
    if (this.out.isTTY) {
      if (!force && now - this.lastDrawn < TTY_INTERVAL_MS) return;
      this.clear();
      if (this.brands.size > 0) {
        this.out.write(formatProgress([...this.brands.values()]));
        this.shown = true;
      }
      this.lastDrawn = now;
      return;
    }
    // Not a terminal: the first line after CI_INTERVAL_MS of export, then one every CI_INTERVAL_MS.
    if (this.lastDrawn === Number.NEGATIVE_INFINITY) this.lastDrawn = now;
    if (this.brands.size === 0 || now - this.lastDrawn < CI_INTERVAL_MS) return;
    this.out.write(`  … ${formatProgress([...this.brands.values()])}\n`);
    this.lastDrawn = now;
  }
}
