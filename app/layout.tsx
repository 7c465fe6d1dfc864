import type { ReactNode } from 'react';
import './globals.css';

// The <html> element is rendered by app/[locale]/layout.tsx (with its lang) and app/admin/layout.tsx.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
