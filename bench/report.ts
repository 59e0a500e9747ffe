/** Prints benchmark figures as aligned rows: value, unit, and the ratio to a target. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** A target and whether higher or lower is better; the ratio says how far past it we are. */
  target?: { value: number; better: 'higher' | 'lower' };
}

export function printSection(title: string, figures: Figure[]): void {
  console.log(`\n## ${title}`);
  for (const figure of figures) {
    let verdict = '';
    if (figure.target) {
      const { value, better } = figure.target;
      const ratio =
        better === 'higher' ? figure.value / value : value / Math.max(figure.value, 1e-9);
      verdict = `  target ${better === 'higher' ? '>=' : '<='} ${value} ${figure.unit}: ${ratio.toFixed(2)}x ${ratio >= 1 ? 'met' : 'MISSED'}`;
    }
    console.log(
      `  ${figure.name.padEnd(44)} ${String(round(figure.value)).padStart(12)} ${figure.unit}${verdict}`,
    );
  }
}

function round(value: number): number {
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}
