/** Types for scripts/packaging.mjs (the packaging suite imports it from TypeScript). */
export declare const repoRoot: string;

export interface WorkspacePackage {
  readonly name: string;
  readonly dir: string;
  readonly manifest: PackageManifest;
}

export interface PackageManifest {
  readonly name: string;
  readonly version: string;
  readonly exports?: Readonly<Record<string, unknown>>;
  readonly files?: readonly string[];
  readonly sideEffects?: boolean | readonly string[];
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly [field: string]: unknown;
}

export interface PackReport {
  readonly name: string;
  readonly version: string;
  readonly filename: string;
  /** Absolute path of the .tgz. */
  readonly tarball: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly files: readonly { readonly path: string; readonly size: number }[];
}

export interface StepResult {
  readonly command: string;
  readonly code: number;
  readonly output: string;
  readonly seconds: number;
}

export declare function workspacePackages(root?: string): WorkspacePackage[];
export declare function packWorkspaces(destination: string, root?: string): PackReport[];
export declare function installApp(
  appDir: string,
  tarballs: ReadonlyMap<string, string>,
  root?: string,
): string[];
export declare function runAppScript(appDir: string, script: string): Promise<StepResult[]>;
export declare function filesBelow(dir: string, prefix?: string): string[];
