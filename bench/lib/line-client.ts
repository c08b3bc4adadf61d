// A one-call-at-a-time newline JSON-RPC client over any stream pair (a socket, or a bridge's stdio): the bench probes
// that time a single call's path with nothing of the SDK's in between (tail-probe.ts, syscalls.ts).
export function lineClient(out: NodeJS.WritableStream, input: NodeJS.ReadableStream): (method: string, params: unknown) => Promise<string> {
  let buffer = '';
  let wake: ((line: string) => void) | undefined;
  input.setEncoding('utf8');
  input.on('data', (chunk: string) => {
    buffer += chunk;
    const i = buffer.indexOf('\n');
    if (i < 0) return;
    const line = buffer.slice(0, i);
    buffer = buffer.slice(i + 1);
    const w = wake;
    wake = undefined;
    w?.(line);
  });
  let id = 0;
  return (method, params) =>
    new Promise((resolve) => {
      wake = resolve;
      out.write(JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }) + '\n');
    });
}
