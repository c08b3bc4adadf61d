// MCP clients: connecting them to Airlock (`airlock install`, the install
// room) and enforcing through their hooks (`airlock hook`, the hooks room).
// The one door of src/main/clients.
export * from './install';
export * from './hooks';
