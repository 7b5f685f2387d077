import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { 'virtual:pwa-register/react': new URL('./test-support/pwa-register-react.ts', import.meta.url).pathname },
  },
  test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.tsx', 'src/**/*.test.ts'] },
});
