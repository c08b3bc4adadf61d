// Where a command's output goes: stdout / stderr by default, a capture in tests.
export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** One line per call, newline added. */
export const stdio: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
