// The MCP-AQL surface of Airlock: tools derived from one operations table,
// served one McpServer per connection on the local socket.
export { createMcpServer, SERVER_INSTRUCTIONS, UNKNOWN_CLIENT, type McpServerOptions } from './server';
export { startSocketServer, probeSocket, AlreadyRunningError, type SocketServer, type SocketServerOptions } from './socket-server';
export { SocketClientTransport } from './socket-client-transport';
export { MAX_MESSAGE_BYTES } from './line-transport';
export { OPERATIONS, ENDPOINT_TOOLS, SINGLE_TOOL, PROTOCOL_VERSION, describeParameters, type ToolMode, type OperationDef } from './operations';
export { INTERNAL_ERROR_MESSAGE, type Envelope } from './envelope';
