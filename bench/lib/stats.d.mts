export function median(values: readonly number[]): number;
export function percentile(values: readonly number[], percent: number): number;
