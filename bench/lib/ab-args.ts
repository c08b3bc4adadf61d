// The command line of the A/B benches that compare two checkouts (step-path-ab.ts, loop-stalls.ts):
// two tree paths and numeric --name value options.

export interface AbArgs {
  trees: [string, string];
  opt: (name: string, fallback: number) => number;
}

/** The two trees and the options of an A/B bench; prints `usage` and exits with 2 when there are not two trees. */
export function abArgs(usage: string, argv = process.argv.slice(2)): AbArgs {
  const opt = (name: string, fallback: number): number => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? Number(argv[i + 1]) : fallback;
  };
  const trees = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--')).slice(0, 2);
  if (trees.length !== 2) {
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
  return { trees: [trees[0] as string, trees[1] as string], opt };
}
