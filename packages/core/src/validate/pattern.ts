// Placeholder until the linear matcher lands: no pattern is checked (each gets a note).
export function compilePattern(_source: string): ((text: string) => boolean) | undefined {
  return undefined;
}
