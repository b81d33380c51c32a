import path from 'node:path';

/** Where the .br and .gz of every text file the build compressed are kept between builds (git-ignored). */
export const PRECOMPRESSED_CACHE = path.join('.cache', 'precompressed');
