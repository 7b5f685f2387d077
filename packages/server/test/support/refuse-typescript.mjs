/**
 * `node --import ./refuse-typescript.mjs …`: makes the process fail on any TypeScript module or TypeScript
 * loader (tsx), so a test proves a program runs as plain compiled JavaScript.
 */
import { register } from 'node:module';

register('./refuse-typescript-hooks.mjs', import.meta.url);
