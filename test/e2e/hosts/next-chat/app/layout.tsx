import type { ReactNode } from 'react';
import './globals.css';
import 'next-chat-look';

export const metadata = { title: 'Next chat host' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
