export function load(): string;
export function machine(): string;
export function recordSection(text: string, start: string, end: string): Promise<void>;
export function loadedSharesOf(federation: unknown): {
  loaded: Record<string, string[]>;
  instances: string[];
};
