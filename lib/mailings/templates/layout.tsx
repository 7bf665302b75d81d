/* eslint-disable @next/next/no-head-element -- an e-mail's markup, not a page of the site */
import type { ReactNode } from 'react';

// The frame of every e-mail: one column no wider than a phone's mail app needs, inline styles
// only (mail programs drop <style> and classes), the parish's name and postal address at the foot.

export interface FooterLinks {
  manage: string;
  unsubscribe: string;
  manageLabel: string;
  unsubscribeLabel: string;
  reason: string;
}

export interface LayoutProps {
  lang: string;
  title: string;
  parishName: string;
  postalAddress: string;
  footer?: FooterLinks;
  children: ReactNode;
}

const text = { fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2937', lineHeight: 1.5 };

export function EmailLayout({
  lang,
  title,
  parishName,
  postalAddress,
  footer,
  children,
}: LayoutProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f3f4f6' }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '16px 8px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, background: '#ffffff', borderRadius: 6 }}
                >
                  <tbody>
                    <tr>
                      <td style={{ ...text, padding: '20px 24px', fontSize: 16 }}>
                        <p style={{ margin: '0 0 12px', fontSize: 14, color: '#6b7280' }}>
                          {parishName}
                        </p>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          ...text,
                          padding: '12px 24px 20px',
                          fontSize: 12,
                          color: '#6b7280',
                        }}
                      >
                        {footer && <p style={{ margin: '0 0 8px' }}>{footer.reason}</p>}
                        {footer && (
                          <p style={{ margin: '0 0 8px' }}>
                            <a href={footer.manage} style={{ color: '#1d4ed8' }}>
                              {footer.manageLabel}
                            </a>
                            {' · '}
                            <a href={footer.unsubscribe} style={{ color: '#1d4ed8' }}>
                              {footer.unsubscribeLabel}
                            </a>
                          </p>
                        )}
                        <p style={{ margin: 0 }}>
                          {parishName}
                          {postalAddress ? ` · ${postalAddress}` : ''}
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '16px 0' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          background: '#1d4ed8',
          color: '#ffffff',
          padding: '10px 18px',
          borderRadius: 4,
          textDecoration: 'none',
          fontWeight: 'bold',
        }}
      >
        {children}
      </a>
    </p>
  );
}
