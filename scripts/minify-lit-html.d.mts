/** `code` (a .ts file) with the indentation between tags of every html`` template removed. */
export function minifyLitHtml(code: string, fileName?: string): string;
