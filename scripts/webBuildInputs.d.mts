/** What the web app's build reads (webBuildInputs.mjs): rule files are not among them. */
export declare const WEB_BUILD_INPUTS: readonly string[];
/** A fingerprint of every input file under `root` (path, size, mtime) and the baked-in settings. */
export declare function webBuildFingerprint(root: string, env?: Record<string, string | undefined>): string;
