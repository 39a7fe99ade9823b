/** Types of scripts/script-tag-files.mjs (for vite.config.ts and the end-to-end tests). */

export declare const LOCALE_DIR: string;
export declare const CARDS_CORE: readonly string[];
export declare const TEXT_API: readonly string[];
export declare const MAIN_FILES: readonly { readonly name: string; readonly entry: string }[];

export interface ScriptTagBuild {
  /** The Vite mode that makes it (`bundle-cards-iife`, `bundle-hi-esm`, …). */
  readonly mode: string;
  /** Its file name in packages/elements/dist. */
  readonly file: string;
  readonly format: 'iife' | 'es';
  /** The entry module's source. */
  readonly entry: string;
  /** The global the IIFE defines (`ElicitKit`), if any. */
  readonly global: string | undefined;
}

export declare function localeExport(tag: string): string;
export declare function localeTags(): string[];
export declare function localeEntry(tag: string, format: 'iife' | 'es'): string;
export declare function scriptTagBuilds(): ScriptTagBuild[];
export declare function scriptTagFiles(): string[];
