// Checks one legacy bcrypt hash off the main thread: bcryptjs is pure JavaScript and would block
// the event loop for the whole comparison. Plain .mjs so it runs without tsx (see STACK.md).
import { parentPort, workerData } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

const { password, hash } = workerData;
parentPort.postMessage(bcrypt.compareSync(password, hash));
