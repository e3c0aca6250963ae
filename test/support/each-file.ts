// Runs before every test file. Files share their worker's modules (vitest.config.ts: isolate: false), and the app's
// clock is the one module-level state a file can move (TestApp.close() puts it back): each file starts on the system
// clock whatever the file before it left.
import { beforeAll } from 'vitest';
import { clock } from '../../src/platform/clock.js';

beforeAll(() => clock.reset());
