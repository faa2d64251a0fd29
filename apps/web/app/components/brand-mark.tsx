import type { ReactNode } from "react";
import { Link } from "react-router";

/** The Investar mark: a rising candlestick trio, drawn inline so it needs no request. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0b3d6e" />
      <path d="M9 9v14M16 6v16M23 4v13" stroke="#9cc9f5" strokeWidth="1.5" strokeLinecap="round" />
      <rect x="6.5" y="13" width="5" height="7" rx="1" fill="#f25f4c" />
      <rect x="13.5" y="10" width="5" height="8" rx="1" fill="#2fbf71" />
      <rect x="20.5" y="6" width="5" height="8" rx="1" fill="#2fbf71" />
    </svg>
  );
}

/** The mark and the name, linking home; `label` says where the link goes to a screen reader. */
export function BrandLink({ to, label, light = false }: { to: string; label: string; light?: boolean }) {
  return (
    <Link to={to} className={light ? "brand brand--light" : "brand"} aria-label={label}>
      <BrandMark />
      <span className="brand__name">Investar</span>
    </Link>
  );
}

/** The header of a page outside the site's layout (a landing page, the app's price list): the brand and what `children` add. */
export function CompactHeader({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <header className="site-header">
      <div className={className ? `site-header__inner ${className}` : "site-header__inner"}>
        <BrandLink to="/" label="Investar home" />
        {children}
      </div>
    </header>
  );
}
