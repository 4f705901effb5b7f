import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// This folder, whatever the working directory (node types stay out of the browser tsconfig).
const root = decodeURIComponent(new URL('.', import.meta.url).pathname)

// Vendor libraries change far less often than app code: give them their own long-lived chunks.
// Without splitting, one chunk weighed 1.2 MB (STACK.md).
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 40 },
  { name: 'vendor-mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/, priority: 30 },
  { name: 'vendor-react-admin', test: /node_modules[\\/](react-admin|ra-[^\\/]+|@tanstack|react-hook-form|lodash)[\\/]/, priority: 20 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
]

export default defineConfig({
  root,
  // Served by the one-origin server under /admin/; routing stays in the hash (#/...).
  base: '/admin/',
  plugins: [react()],
  // `npm run dev`: the dev server next to a running API (API_URL), which answers /api.
  server: process.env.API_URL ? { proxy: { '/api': process.env.API_URL, '/uploads': process.env.API_URL } } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
})
