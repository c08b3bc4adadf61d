// `airlock bridge` alone: bin/airlock.mjs loads this bundle (out/cli/bridge.mjs)
// for `airlock bridge` and `airlock bridge --socket <path>`, so the process an
// MCP client keeps per session holds the relay and nothing else of the command
// (perf20: RSS ~100 → ~50 MB, no classifier or store code parsed at start).
// Every other form (`--help`, unknown options) goes to the full command.
import { runBridge } from './commands/bridge';
import { socketPath } from '../main/paths';

const args = process.argv.slice(2);
const i = args.indexOf('--socket');
const code = await runBridge(i >= 0 && args[i + 1] ? args[i + 1]! : socketPath());
process.stdout.write('', () => process.exit(code));
