// Electron main entry (electron-vite's convention: src/main/index.ts).
// Everything Electron lives in ./app; the safety loop lives in ./engine.
import { startDesktopApp } from './app/main';

startDesktopApp();
