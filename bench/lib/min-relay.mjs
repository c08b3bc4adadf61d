// The least a Node relay can do (bench/bridge-relay.ts --floor): stdin to a Unix socket and back, two 'data'
// listeners, nothing else. The reference for "the bridge adds no more than a raw socket relay".
//   node bench/lib/min-relay.mjs <socket>
import net from 'node:net';

const socket = net.connect(process.argv[2]);
socket.on('connect', () => {
  process.stdin.on('data', (b) => socket.write(b));
  socket.on('data', (b) => process.stdout.write(b));
  process.stdin.on('end', () => socket.end());
});
socket.on('close', () => process.exit(0));
