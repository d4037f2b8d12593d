import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs separately (npm start, port 3000); in production the
// server serves this build itself, so /api is same-origin and needs no proxy.
const apiTarget = process.env.KINGSIDE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // Workspace packages are bundled from their TypeScript sources, so the web build
  // never waits for (or goes stale against) a package's dist.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Vendor code changes far less often than screens: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(antd|@ant-design|@rc-component|rc-[^/]+)\//.test(id)) return 'antd';
          return 'vendor';
        },
      },
    },
    chunkSizeWarningLimit: 1200,
  },
});
