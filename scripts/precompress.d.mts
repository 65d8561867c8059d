/** Text assets worth compressing (precompress.mjs). */
export declare const PRECOMPRESSED_TYPES: RegExp;
/** Smaller files are sent as they are. */
export declare const PRECOMPRESS_MIN_BYTES: number;
/** Writes `.br` and `.gz` beside every text asset of `dir` where smaller; answers the files, relative to `dir`. */
export declare function precompressDir(dir: string): Promise<string[]>;
/** Vite plugin: precompresses the build's assets once written. */
export declare function precompressAssets(): import('vite').Plugin;
